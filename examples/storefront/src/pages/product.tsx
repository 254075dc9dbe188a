/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { clickThroughUrl, discountPercent, formatCount, formatDimension, formatMoney, formatStarRating, routes } from '@etalage/core';
import { AttributeName, availabilityTags, html, installmentText, modalOpenerProps, raw, ratingLabel, renderDiscountBadge, renderSecondPrice, renderVisuallySimilarLink, reviewsOpenerProps, secondPriceAfter } from '@etalage/markup';
import {
  renderCarousel,
  renderCompareButton,
  renderLikeButton,
  renderRemarketingStrip,
  renderVoucherCard,
  renderWatchButton,
} from '@etalage/widgets/server';
import { findVariant, likeCounts, otherOffers, productImages, toCardData, VARIANT_SELECT, variantPath, visuallySimilarPath, type VariantRow } from '../catalog/variants.js';
import { questionCount } from '../catalog/questions.js';
import { clickSources } from '../catalog/scopes.js';
import { deliveriesOf, reviewCounts, reviewPage, REVIEWS_PAGE_SIZE } from '../catalog/reviews.js';
import { Review, reviewSummaryView, Stars } from '../views/reviews.js';
import { christmasOption } from '../catalog/features.js';
import { imageUrl } from '../catalog/images.js';
import { renderCards } from '../views/listing-html.js';
import { markup } from '../views/markup.js';
import { pageConfig } from '../views/layout.js';
import { reviewListHtml } from '../views/widgets.js';
import { Breadcrumbs, notFoundPage, renderPage } from './render.js';
import { rememberViewed } from '../identity/viewed.js';

function specifications(row: VariantRow): { name: string; value: string }[] {
  const params = JSON.parse(row.display_parameters) as { name: string; value: string }[];
  const dim = (label: string, from: number | null, to: number | null) => {
    const value = formatDimension({ from, to });
    return value ? [{ name: label, value }] : [];
  };
  return [
    ...params.filter((p) => !['Breedte', 'Hoogte'].includes(p.name)),
    ...dim('Breedte', row.width_from, row.width_to),
    ...dim('Hoogte', row.height_from, row.height_to),
    ...dim('Diepte', row.depth_from, row.depth_to),
    ...dim('Diameter', row.diameter_from, row.diameter_to),
    { name: 'Categorie', value: row.category_long_name },
    { name: 'Bedenktijd', value: `${row.cooling_off_period} dagen` },
  ];
}

/** One slide of the product gallery: the first image loads at once, the others when they come near. */
function galleryImage(url: string, alt: string, first: boolean) {
  return html`<img class="pd-main-image" src="${url}" alt="${alt}" width="800" height="800" loading="${first ? 'eager' : 'lazy'}" decoding="async">`;
}

/** The product page of one variant (also used for `/product/{productId}` with the product's main variant). */
export async function variantDetailPage(c: Context<AppEnv>, row: VariantRow) {
  const db = c.get('deps').db;
  rememberViewed(c, row.id);
  const likes = likeCounts(db, [row.id]).get(row.id) ?? 0;
  const card = toCardData(row, likes);
  const discount = discountPercent(row.price_before_discount, row.price);
  const installments = installmentText(card.price);
  const tags = availabilityTags(card, { christmas: christmasOption() });
  const images = productImages(row, 'detail').slice(0, 10);
  const thumbs = productImages(row, 'small').slice(0, 10);
  const deliveries = deliveriesOf(db, row.id);
  const counts = reviewCounts(db, row.id);
  const latest = reviewPage(db, row.id, 'all', 1, 3).reviews;
  const offers = otherOffers(db, row);
  const questions = questionCount(db, row.product_id);
  const similar = db
    .prepare(`${VARIANT_SELECT} WHERE v.category_id = ? AND v.product_id != ? AND v.active = 1 AND v.disabled = 0 ORDER BY ABS(v.price - ?) LIMIT 5`)
    .all(row.category_id, row.product_id, row.price) as VariantRow[];
  const shopUrl = clickThroughUrl({ shopDomain: '', variantId: row.id, clickSource: clickSources.detail });
  return renderPage(
    c,
    { title: row.name, description: row.description },
    <div class="container">
      <Breadcrumbs
        items={[
          { name: 'Home', url: '/' },
          { name: 'Producten', url: '/producten' },
          { name: row.category_name, url: `/producten/${row.category_slug}` },
          { name: row.name },
        ]}
      />
      {row.disabled ? (
        <p class="notice" role="status">
          Dit product is niet meer beschikbaar bij {row.eshop_name}. Bekijk vergelijkbare producten hieronder.
        </p>
      ) : null}
      <article class="product-detail">
        <div class="pd-gallery">
          <div class="pd-stage">
            {images.length > 1 ? (
              markup(
                renderCarousel({
                  kind: 'images',
                  placement: 'gallery',
                  label: `Afbeeldingen van ${row.name}`,
                  slides: images.map((image, i) => galleryImage(image.url, i === 0 ? row.name : `${row.name}, afbeelding ${i + 1}`, i === 0)),
                  variantId: row.id,
                }),
              )
            ) : (
              <img class="pd-main-image" src={images[0]?.url ?? imageUrl('product', 'detail', row.id * 100)} alt={row.name} width="800" height="800" />
            )}
            {/* Out of the carousel: one link in view whatever the slide (a link in each slide would sit in hidden slides). */}
            {markup(renderVisuallySimilarLink(row.name, visuallySimilarPath(row), { labelled: true }))}
          </div>
          {thumbs.length > 1 ? (
            // Their number sets the columns (site.css): a thumbnail is as wide from the start as when all have arrived.
            <ul class="pd-thumbs" aria-label="Meer afbeeldingen" style={`--thumbs: ${thumbs.length}`}>
              {thumbs.map((thumb, i) => (
                <li>
                  <a href={images[i]!.url}>
                    <img src={thumb.url} alt={`${row.name}, afbeelding ${i + 1}`} width="80" height="80" loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div class="pd-info" {...{ [AttributeName.Variant]: String(row.id) }}>
          <p class="pd-shop">
            Bij <a href={`/producten/shop/${row.eshop_slug}`}>{row.eshop_name}</a> · Merk <a href={`/merken/${row.manufacturer_slug}`}>{row.manufacturer_name}</a>
          </p>
          <h1 class="pd-title">{row.name}</h1>
          {row.reviews_count > 0 ? (
            <p class="pd-rating">
              <a {...reviewsOpenerProps(row, 'product')} aria-label={ratingLabel(row.rating, row.reviews_count, row.name)}>
                <Stars rating={row.rating} /> {formatStarRating(row.rating)} van 5 · {formatCount(row.reviews_count)} reviews
              </a>
            </p>
          ) : null}
          <div class="pd-prices">
            <p class="pd-price">{formatMoney(row.price)}</p>
            {pageConfig.secondCurrency ? markup(renderSecondPrice(row.price, pageConfig.secondCurrency)) : null}
            {row.price_before_discount && discount > 0 ? (
              <p class="pd-before">
                <s>
                  <span class="visually-hidden">Oude prijs </span>
                  {formatMoney(row.price_before_discount)}
                  {markup(secondPriceAfter(row.price_before_discount, pageConfig.secondCurrency))}
                </s>{' '}
                {markup(renderDiscountBadge(discount, { inline: true }))}
              </p>
            ) : null}
            {installments ? (
              <p class="pc-installments">
                {installments}
                {markup(secondPriceAfter(card.price.installmentAmount!, pageConfig.secondCurrency))}
              </p>
            ) : null}
          </div>
          {card.voucher ? markup(renderVoucherCard(card.voucher, pageConfig.secondCurrency)) : null}
          <ul class="pc-availability" aria-label="Beschikbaarheid">
            {tags.map((tag) => (
              <li class={`pc-avail${tag === 'Niet op voorraad' ? ' pc-avail--out' : ''}${tag === 'Gratis bezorging' ? ' pc-avail--free' : ''}`}>{tag}</li>
            ))}
          </ul>
          <p class="pd-delivery">
            Bezorgkosten: {row.delivery_price === 0 ? 'gratis' : <>{formatMoney(row.delivery_price)}{markup(secondPriceAfter(row.delivery_price, pageConfig.secondCurrency))}</>} · Bedenktijd {row.cooling_off_period} dagen
            {deliveries.length ? (
              <>
                {' · '}
                {/* The modal host opens the deliveries modal; without JavaScript this is a link to the table below. */}
                <a
                  class="pd-deliveries-link"
                  href="#bezorging"
                  {...modalOpenerProps('deliveries', { variantId: row.id }, 'product_page')}
                  aria-haspopup="dialog"
                >
                  Bezorgopties
                </a>
              </>
            ) : null}
          </p>
          <div class="pd-actions">
            <a
              class="button button--primary button--large"
              href={shopUrl}
              rel="nofollow"
              // Its purchase_click goes out through the page chrome (a card's shop link sends its own).
              {...{ [AttributeName.Purchase]: String(clickSources.detail), [AttributeName.Variant]: String(row.id) }}
            >
              Ga naar de shop
            </a>
            {markup(renderLikeButton(card))}
            {markup(renderCompareButton(card))}
          </div>
          <section id="watchdog" class="pd-watchdog" aria-labelledby="watchdog-title">
            <h2 id="watchdog-title">Prijs- en voorraadalarm</h2>
            <p>Krijg een e-mail zodra dit product weer leverbaar is of onder je doelprijs komt.</p>
            {markup(renderWatchButton(card, { loadStatus: true }))}
          </section>
        </div>
      </article>
      <div class="pd-sections">
        <section aria-labelledby="description-title">
          <h2 id="description-title">Productomschrijving</h2>
          <p>{row.description}</p>
          <h3>Specificaties</h3>
          <dl class="spec-list">
            {specifications(row).map((s) => (
              <div>
                <dt>{s.name}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section id="bezorging" aria-labelledby="delivery-title">
          <h2 id="delivery-title">Bezorging</h2>
          {deliveries.length ? (
            <>
            {/* The cue shows below the width the table needs (site.css, `table-scroll-cue--sm`): no script needed. */}
            <p class="table-scroll-cue table-scroll-cue--sm" id="delivery-scroll-cue" {...{ [AttributeName.ScrollCue]: '' }}>
              Schuif opzij voor meer <span aria-hidden="true">→</span>
            </p>
            <div class="table-scroll" tabindex={0} role="region" aria-label="Bezorgopties" aria-describedby="delivery-scroll-cue">
            <table class="table">
              <caption class="visually-hidden">Bezorgopties</caption>
              <thead>
                <tr>
                  <th scope="col">Vervoerder</th>
                  <th scope="col">Optie</th>
                  <th scope="col">Levertijd</th>
                  <th scope="col">Prijs</th>
                </tr>
              </thead>
              <tbody>
                {deliveries.flatMap((d) =>
                  d.items.map((item) => (
                    <tr>
                      <td>{d.providerLabel}</td>
                      <td>{item.label}</td>
                      <td>{item.deliveryDays === 0 ? 'Vandaag verzonden' : `${item.deliveryDays} ${item.deliveryDays === 1 ? 'dag' : 'dagen'}`}</td>
                      <td>{item.price === 0 ? 'Gratis' : <>{formatMoney(item.price)}{markup(secondPriceAfter(item.price, pageConfig.secondCurrency))}</>}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
            </div>
            </>
          ) : (
            <p>De webshop heeft geen bezorgopties opgegeven.</p>
          )}
        </section>
      </div>
      {offers.length ? (
        <section id="aanbiedingen" class="home-section" aria-labelledby="offers-title">
          <h2 id="offers-title">Andere uitvoeringen</h2>
          <div class="product-rows">{markup(renderCards(db, offers, { clickSource: clickSources.alternativeOffers, layout: 'row' }))}</div>
        </section>
      ) : null}
      <section class="home-section" aria-labelledby="reviews-title">
        <h2 id="reviews-title">Reviews</h2>
        {counts.all === 0 ? (
          <p>Nog geen reviews voor dit product.</p>
        ) : (
          <>
            <p class="review-total">
              <Stars rating={counts.rating} /> {formatStarRating(counts.rating)} van 5 op basis van {formatCount(counts.all)} reviews
            </p>
            {reviewSummaryView(db, row.id)}
            <div class="reviews">
              {latest.map((review) => (
                <Review review={review} productName={row.name} opener="product" />
              ))}
            </div>
            <p>
              <a class="button" href={`/product/${row.id}/reviews`}>
                Alle {formatCount(counts.all)} reviews lezen
              </a>
            </p>
          </>
        )}
      </section>
      <section class="home-section" aria-labelledby="questions-title">
        <h2 id="questions-title">Vragen en antwoorden</h2>
        <p>
          {questions === 0 ? 'Nog geen vragen over dit product. ' : `${formatCount(questions)} ${questions === 1 ? 'vraag' : 'vragen'} over dit product. `}
          <a href={routes.variantQuestions(row.id)}>{questions === 0 ? 'Stel als eerste een vraag' : 'Bekijk de vragen of stel er zelf een'}</a>
        </p>
      </section>
      {/* 'Ook iets voor jou?': products similar to this one, for every shopper (spec §2). Without JavaScript the
          server's own similar products stand in for it: with it, they would show much the same products twice. */}
      <div class="home-section">{markup(renderRemarketingStrip({ variantId: row.id }))}</div>
      <noscript>
        <section class="home-section" aria-labelledby="similar-title">
          <h2 id="similar-title">Vergelijkbare producten</h2>
          <div class="product-grid">{markup(renderCards(db, similar, { clickSource: clickSources.similar }))}</div>
        </section>
      </noscript>
    </div>,
  );
}

/** `/product/v/{variantId}(-slug)`. */
export function variantPage(c: Context<AppEnv>, id: number, slug: string | undefined) {
  const row = findVariant(c.get('deps').db, id);
  if (!row) return notFoundPage(c);
  if (slug !== undefined && slug !== row.slug) return c.redirect(variantPath(row), 301);
  return variantDetailPage(c, row);
}

/**
 * `/product/{productId}(-slug)`: the product's best offer, with its other variants. Without a slug it answers as
 * is (like `/product/v/{id}`); a slug other than the product's redirects 301 to the product's own.
 */
export function productPage(c: Context<AppEnv>, productId: number, slug: string | undefined) {
  const db = c.get('deps').db;
  const product = db.prepare('SELECT id, slug FROM products WHERE id = ?').get(productId) as { id: number; slug: string } | undefined;
  const row = db
    .prepare(`${VARIANT_SELECT} WHERE v.product_id = ? ORDER BY v.disabled, v.active DESC, v.price LIMIT 1`)
    .get(productId) as VariantRow | undefined;
  if (!product || !row) return notFoundPage(c);
  if (slug !== undefined && slug !== product.slug) return c.redirect(routes.product(product.id, product.slug), 301);
  return variantDetailPage(c, row);
}

/** `/product/{variantId}/reviews`: every review, filterable by 'with images', 10 per page. */
export function reviewsPage(c: Context<AppEnv>, variantId: number) {
  const db = c.get('deps').db;
  const row = findVariant(db, variantId);
  if (!row) return notFoundPage(c);
  const type = c.req.query('type') === 'withImage' || c.req.query('type') === 'withPhoto' ? 'withImage' : 'all';
  const page = Math.max(1, Number(c.req.query('page') ?? '1') || 1);
  const counts = reviewCounts(db, row.id);
  const result = reviewPage(db, row.id, type, page);
  const base = `/product/${row.id}/reviews`;
  const url = (t: string, p: number) => `${base}?${new URLSearchParams({ ...(t === 'withImage' ? { type: t } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`.replace(/\?$/, '');
  const pageCount = Math.max(1, Math.ceil((type === 'all' ? counts.all : counts.withImage) / REVIEWS_PAGE_SIZE));
  // Without JavaScript: the filters as links, the page's reviews and a paginator; the review-list widget replaces it.
  const reviewsFallback = (
    <>
      <ul class="chips" aria-label="Reviews filteren">
        <li>
          <a class={`chip${type === 'all' ? ' is-selected' : ''}`} href={url('all', 1)} aria-current={type === 'all' ? 'page' : undefined}>
            Alle reviews ({formatCount(counts.all)})
          </a>
        </li>
        <li>
          <a class={`chip${type === 'withImage' ? ' is-selected' : ''}`} href={url('withImage', 1)} aria-current={type === 'withImage' ? 'page' : undefined}>
            Met foto's ({formatCount(counts.withImage)})
          </a>
        </li>
      </ul>
      <div class="reviews">
        {result.reviews.map((review) => (
          <Review review={review} productName={row.name} opener="review-list" />
        ))}
      </div>
      {pageCount > 1 ? (
        <nav class="paginator" aria-label="Paginering">
          <ul class="paginator-pages">
            {page > 1 ? (
              <li>
                <a class="paginator-page" href={url(type, page - 1)} rel="prev">
                  Vorige
                </a>
              </li>
            ) : null}
            <li>
              <span class="paginator-page is-current">
                Pagina {page} van {pageCount}
              </span>
            </li>
            {result.hasMore ? (
              <li>
                <a class="paginator-page" href={url(type, page + 1)} rel="next">
                  Volgende
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </>
  );
  return renderPage(
    c,
    { title: `Reviews van ${row.name}` },
    <div class="container narrow">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: row.category_name, url: `/producten/${row.category_slug}` }, { name: row.name, url: variantPath(row) }, { name: 'Reviews' }]} />
      <h1>Reviews van {row.name}</h1>
      {counts.all ? (
        <p class="review-total">
          <Stars rating={counts.rating} /> {formatStarRating(counts.rating)} van 5 op basis van {formatCount(counts.all)} reviews
        </p>
      ) : (
        <p>Nog geen reviews voor dit product.</p>
      )}
      {counts.all
        ? markup(
            reviewListHtml(raw(String(reviewsFallback)), {
              variantId: row.id,
              productName: row.name,
              filter: type,
              reviewsCount: counts.all,
              reviewsWithImageCount: counts.withImage,
            }),
          )
        : reviewsFallback}
      <p>
        <a href={variantPath(row)}>Terug naar het product</a>
      </p>
    </div>,
  );
}
