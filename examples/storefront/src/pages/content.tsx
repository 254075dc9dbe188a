/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { articleCategories, articlePage, findArticle, findInspiration, inspirationListing, toApiInspiration } from '../catalog/content.js';
import { findVariants, toCardData } from '../catalog/variants.js';
import { clickSources } from '../catalog/scopes.js';
import { imageUrl } from '../catalog/images.js';
import { articleCardsHtml, contentFeeds, formatDate, inspirationCardsHtml, inspirationPageUrl, simplePaginatorHtml } from '../views/content-html.js';
import { renderCards } from '../views/listing-html.js';
import { markup } from '../views/markup.js';
import { Breadcrumbs, notFoundPage, renderPage } from './render.js';
import { isAdminUser } from '../catalog/admin.js';
import { pageConfig } from '../views/layout.js';
import { clickThroughUrl, formatCount } from '@etalage/core';
import type { FilterGroup as ApiFilterGroup } from '@etalage/core/api';
import { renderListingFilters } from '@etalage/widgets/server';
import { renderStlHotspots, type StlSpot } from '@etalage/markup';

/** `/inspirations`: inspiration feed with room, style and owner filters. */
export function inspirationsPage(c: Context<AppEnv>) {
  const result = inspirationListing(c.get('deps').db, new URL(c.req.url).searchParams);
  if (result.page > result.pageCount) return notFoundPage(c);
  return renderPage(
    c,
    { title: 'Inspiratie' },
    <div class="container">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Inspiratie' }]} />
      <div class="listing-head">
        <h1>Inspiratie</h1>
        <p class="listing-intro">Interieurs om van te dromen, met de producten die erin staan.</p>
      </div>
      {/* The same filter panel as product listings, driven by inspiration/filtering (its list by inspiration/feed). */}
      {markup(
        renderListingFilters({
          endpoint: 'inspiration',
          basePath: '/inspirations',
          listId: 'inspiration-list',
          countId: 'inspiration-count',
          paginatorId: 'inspiration-paginator',
          answer: { totalCount: result.totalCount, url: result.url, groups: result.groups as unknown as ApiFilterGroup[] },
        }),
      )}
      <p class="results-count" id="inspiration-count">{formatCount(result.totalCount)} inspiraties</p>
      <div class="content-grid" id="inspiration-list">
        {markup(inspirationCardsHtml(c.get('deps').db, result.rows))}
      </div>
      <div id="inspiration-paginator">
        {markup(simplePaginatorHtml(result.page, result.pageCount, (n) => inspirationPageUrl(new URL(c.req.url), n), contentFeeds.inspiration))}
      </div>
    </div>,
  );
}

/** `/inspirations/stl/{id}`: a shop-the-look inspiration with its tagged products. */
export function inspirationPage(c: Context<AppEnv>, id: number) {
  const db = c.get('deps').db;
  const row = findInspiration(db, id);
  if (!row) return notFoundPage(c);
  const inspiration = toApiInspiration(row);
  const variantIds = [...new Set(inspiration.images.flatMap((img) => img.variants.map((v) => v.variantId)))];
  const variants = findVariants(db, variantIds);
  const cards = new Map(variants.map((v) => [v.id, toCardData(v, 0)]));
  const spotsOf = (tagged: { variantId: number; x: number; y: number }[]): StlSpot[] =>
    tagged.flatMap(({ variantId, x, y }, i) => {
      const card = cards.get(variantId);
      if (!card) return [];
      const shopUrl = clickThroughUrl({ shopDomain: card.shopDomain, variantId, clickSource: clickSources.shopTheLook, position: i + 1 });
      return [{ variantId, x, y, name: card.name, price: card.price.price, detailUrl: card.detailUrl, shopUrl, eshopName: card.eshop.name }];
    });
  return renderPage(
    c,
    { title: row.name, description: row.description },
    <div class="container">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Inspiratie', url: '/inspirations' }, { name: row.name }]} />
      <h1>{row.name}</h1>
      <p class="listing-intro">
        {row.description} Door {row.owner_name}.
      </p>
      <div class="stl-images">
        {inspiration.images.map((img, i) => (
          <figure class="stl-figure">
            <img src={imageUrl('inspiration', 'large', img.id)} alt={`${row.name}, foto ${i + 1}`} width="1200" height="1500" loading={i === 0 ? 'eager' : 'lazy'} />
            {markup(renderStlHotspots(spotsOf(img.variants), `${row.name}, foto ${i + 1}`))}
            <figcaption class="visually-hidden">Foto {i + 1} met {img.variants.length} getagde producten</figcaption>
          </figure>
        ))}
      </div>
      <section class="home-section" aria-labelledby="stl-products">
        <h2 id="stl-products">Shop de look</h2>
        <div class="product-grid">{markup(renderCards(db, variants, { clickSource: clickSources.shopTheLook }))}</div>
      </section>
    </div>,
  );
}

/** `/magazine` and `/magazine/category/{slug}`. */
export function magazinePage(c: Context<AppEnv>, categorySlug?: string) {
  const db = c.get('deps').db;
  const categories = articleCategories(db);
  const category = categorySlug ? categories.find((k) => k.slug === categorySlug) : undefined;
  if (categorySlug && !category) return notFoundPage(c);
  const page = Math.max(1, Number(c.req.query('page') ?? '1') || 1);
  const result = articlePage(db, categorySlug, page);
  if (page > result.pageCount) return notFoundPage(c);
  const title = category ? `Magazine: ${category.name}` : 'Magazine';
  const base = category ? `/magazine/category/${category.slug}` : '/magazine';
  return renderPage(
    c,
    { title },
    <div class="container">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, ...(category ? [{ name: 'Magazine', url: '/magazine' }] : []), { name: category?.name ?? 'Magazine' }]} />
      <div class="listing-head">
        <h1>{title}</h1>
        <p class="listing-intro">Woontips, trends en inspiratie van onze redactie.</p>
      </div>
      <nav aria-label="Onderwerpen">
        <ul class="chips">
          <li>
            <a class={`chip${category ? '' : ' is-selected'}`} href="/magazine">
              Alles
            </a>
          </li>
          {categories.map((k) => (
            <li>
              <a class={`chip${k.slug === categorySlug ? ' is-selected' : ''}`} href={`/magazine/category/${k.slug}`}>
                {k.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div class="content-grid" id="article-list">
        {markup(articleCardsHtml(result.rows))}
      </div>
      <div id="article-paginator">{markup(simplePaginatorHtml(page, result.pageCount, (n) => (n > 1 ? `${base}?page=${n}` : base), contentFeeds.articles))}</div>
    </div>,
  );
}

function articleView(c: Context<AppEnv>, slug: string | undefined, id: number | undefined) {
  const db = c.get('deps').db;
  const preview = slug === undefined;
  // Previews are for staff (the admins of spec §6); anyone else gets the plain 404, which does not tell that an
  // unpublished article exists (a login redirect would).
  if (preview && !isAdminUser(c.get('user'), pageConfig.project)) return notFoundPage(c);
  const article = slug ? findArticle(db, slug) : id !== undefined ? (db.prepare('SELECT * FROM articles WHERE id = ?').get(id) as ReturnType<typeof findArticle>) : undefined;
  if (!article || (slug && !article.published)) return notFoundPage(c);
  const body = JSON.parse(article.body) as string[];
  return renderPage(
    c,
    { title: article.title, description: article.perex, robots: preview ? 'noindex' : undefined },
    <div class="container narrow prose">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Magazine', url: '/magazine' }, { name: article.title }]} />
      <article>
        <p class="eyebrow">
          <a href={`/magazine/category/${article.category_slug}`}>{article.category_name}</a> · <time datetime={article.published_at}>{formatDate(article.published_at)}</time>
          {article.published ? '' : ' · Voorbeeld'}
        </p>
        <h1>{article.title}</h1>
        <p class="lead">{article.perex}</p>
        <img class="article-image" src={imageUrl('article', 'large', article.id)} alt="" width="1200" height="750" />
        {body.map((p) => (
          <p>{p}</p>
        ))}
      </article>
    </div>,
  );
}

export const articlePageView = (c: Context<AppEnv>, slug: string) => articleView(c, slug, undefined);
export const articlePreviewPage = (c: Context<AppEnv>, id: number) => articleView(c, undefined, id);
