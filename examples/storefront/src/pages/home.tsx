/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { VARIANT_SELECT, type VariantRow } from '../catalog/variants.js';
import { clickSources, promotedCategories, type CategoryRow } from '../catalog/scopes.js';
import { cardList, renderCards } from '../views/listing-html.js';
import { renderCarousel, renderRemarketingStrip } from '@etalage/widgets/server';
import { viewedIds } from '../identity/viewed.js';
import { markup } from '../views/markup.js';
import { imageUrl } from '../catalog/images.js';
import { renderPage } from './render.js';
import { articleCardsHtml, inspirationCardsHtml } from '../views/content-html.js';
import type { ArticleRow, InspirationRow } from '../catalog/content.js';
import { formatCount } from '@etalage/core';

function CategoryTiles({ categories, counts }: { categories: CategoryRow[]; counts: Map<number, number> }) {
  return (
    <ul class="category-tiles">
      {categories.map((category) => (
        <li>
          <a class="category-tile" href={`/producten/${category.slug}`}>
            <img src={imageUrl('article', 'thumb', category.id)} alt="" width="160" height="160" loading="lazy" />
            <span class="category-tile-name">{category.long_name}</span>
            {counts.has(category.id) ? <span class="category-tile-count">{formatCount(counts.get(category.id)!)} producten</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

function categoryCounts(c: Context<AppEnv>) {
  const rows = c.get('deps').db.prepare('SELECT category_id, COUNT(*) AS n FROM variants WHERE disabled = 0 GROUP BY category_id').all() as { category_id: number; n: number }[];
  return new Map(rows.map((r) => [r.category_id, r.n]));
}

/** `/`: the home page. */
export function homePage(c: Context<AppEnv>) {
  const db = c.get('deps').db;
  const promoted = promotedCategories(db);
  const bestsellers = db
    .prepare(`${VARIANT_SELECT} WHERE v.active = 1 AND v.disabled = 0 AND v.promo_tags LIKE '%bestseller%' ORDER BY v.es_rank LIMIT 10`)
    .all() as VariantRow[];
  const inspirations = db.prepare('SELECT * FROM inspirations ORDER BY id DESC LIMIT 3').all() as InspirationRow[];
  const articles = db.prepare('SELECT * FROM articles WHERE published = 1 ORDER BY published_at DESC LIMIT 3').all() as ArticleRow[];
  // 'Ook iets voor jou?' shows products similar to a product; the home page has none of its own, so it takes the one
  // the shopper viewed last (what they were looking for). A first visit has none, and no strip.
  const lastViewed = viewedIds(c)[0];
  return renderPage(
    c,
    { title: 'Meubels en woonaccessoires vergelijken' },
    <>
      <section class="hero">
        <div class="container hero-inner">
          <h1>Vind het mooiste voor je huis, bij tientallen webshops tegelijk</h1>
          <p>Vergelijk prijzen, levertijden en reviews van meubels en woonaccessoires. Zonder nepkortingen.</p>
          <p class="hero-actions">
            <a class="button button--primary" href="/producten">
              Bekijk alle categorieën
            </a>
            <a class="button button--light" href="/producten/sale">
              Naar de sale
            </a>
          </p>
        </div>
      </section>
      <div class="container">
        <section class="home-section" aria-labelledby="popular-title">
          <h2 id="popular-title">Populaire categorieën</h2>
          <CategoryTiles categories={promoted} counts={categoryCounts(c)} />
        </section>
        <section class="home-section" aria-labelledby="bestsellers-title">
          <h2 id="bestsellers-title">Bestsellers</h2>
          {markup(
            renderCarousel({
              kind: 'products',
              placement: 'row',
              label: 'Bestsellers',
              slides: cardList(db, bestsellers, { clickSource: clickSources.home, eager: 5 }),
              autoplay: true,
            }),
          )}
        </section>
        {lastViewed ? <div class="home-section">{markup(renderRemarketingStrip({ variantId: lastViewed }))}</div> : null}
        <section class="home-section" aria-labelledby="inspiration-title">
          <h2 id="inspiration-title">Inspiratie</h2>
          <div class="content-grid content-grid--h3">{markup(inspirationCardsHtml(db, inspirations))}</div>
          <p>
            <a href="/inspirations">Meer inspiratie</a>
          </p>
        </section>
        <section class="home-section" aria-labelledby="magazine-title">
          <h2 id="magazine-title">Uit het magazine</h2>
          <div class="content-grid content-grid--h3">{markup(articleCardsHtml(articles))}</div>
          <p>
            <a href="/magazine">Alle artikelen</a>
          </p>
        </section>
      </div>
    </>,
  );
}

/** `/producten`: the marketplace home with every category per room. */
export function marketplacePage(c: Context<AppEnv>) {
  const db = c.get('deps').db;
  const groups = db.prepare('SELECT * FROM categories WHERE parent_id IS NULL ORDER BY position').all() as CategoryRow[];
  const children = db.prepare('SELECT * FROM categories WHERE parent_id IS NOT NULL ORDER BY position').all() as CategoryRow[];
  const counts = categoryCounts(c);
  const deals = db
    .prepare(`${VARIANT_SELECT} WHERE v.active = 1 AND v.disabled = 0 AND v.price_before_discount > v.price ORDER BY v.es_rank LIMIT 5`)
    .all() as VariantRow[];
  return renderPage(
    c,
    { title: 'Alle producten' },
    <div class="container">
      <div class="listing-head">
        <h1>Alle producten</h1>
        <p class="listing-intro">Meubels en woonaccessoires van {formatCount(44)} webshops, per ruimte.</p>
      </div>
      {groups.map((group) => (
        <section class="home-section" aria-labelledby={`group-${group.slug}`}>
          <h2 id={`group-${group.slug}`}>
            <a href={`/producten/${group.slug}`}>{group.name}</a>
          </h2>
          <CategoryTiles categories={children.filter((k) => k.parent_id === group.id)} counts={counts} />
        </section>
      ))}
      <section class="home-section" aria-labelledby="deals-title">
        <h2 id="deals-title">Echte aanbiedingen</h2>
        <div class="product-grid">{markup(renderCards(db, deals, { clickSource: clickSources.marketplace }))}</div>
      </section>
    </div>,
  );
}
