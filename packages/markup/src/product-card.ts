import { html, raw, type RawHtml } from './html.js';
import { attributesHtml, widgetAttributes } from './widget-attributes.js';
import { modalOpenerProps } from './modal-opener.js';
import { plainCardWidgets, type CardWidgets, type VoucherMarkup } from './card-widgets.js';
import { carouselControlsProps, renderCarouselFrame, type CarouselMarkup } from './carousel.js';
import type { ProductCardAdmin } from './admin-overlay.js';
import { renderSecondPrice, secondPriceAfter } from './second-price.js';
import {
  availabilityTags as coreAvailabilityTags,
  CARD_CAROUSEL_MIN_IMAGES,
  CARD_MAX_PARAMETERS,
  CARD_MAX_SLIDES,
  clickThroughUrl,
  discountPercent,
  formatCount,
  formatInstallment,
  formatMoney,
  type SecondCurrency,
  formatStarRating,
  roundToHalfStars,
  ROW_MAX_PARAMETERS,
  safeUrl,
} from '@etalage/core';

/** The data one product card needs: a subset of the variant of spec §3 plus resolved URLs. */
export interface ProductCardData {
  id: number;
  name: string;
  /** Shown by the row layout only. */
  description?: string;
  /** The product-detail path of the variant. */
  detailUrl: string;
  /** Origin of the shop's domain on the marketplace for the click-through link; '' for this site. */
  shopDomain: string;
  eshop: { id: number; name: string; slug: string; paid: boolean };
  price: {
    price: number;
    priceBeforeDiscount: number | null;
    installmentMonths: number | null;
    installmentAmount: number | null;
  };
  voucher: VoucherMarkup | null;
  active: boolean;
  inStock: boolean;
  freeShipping: boolean;
  deliveryInDays: number | null;
  tier: string | null;
  promoTags: string[];
  topProductLabel: string | null;
  reviews: { rating: number; reviewsCount: number; imagesCount: number };
  /** Image URLs at card size, main image first. */
  images: { id: number; url: string }[];
  displayParameters: { name: string; value: string }[];
  alternativeOffersCount: number;
  likesCount: number;
  /** The page of products that look like this one ('Vergelijkbaar uiterlijk' on the image); no action without it. */
  visuallySimilarUrl?: string;
}

export interface ProductCardOptions {
  /** Click source code of the list the card is in (spec §9); required. */
  clickSource: number;
  /** 1-based position in the list. */
  position?: number;
  /** Request id of the listing, sent as `ri` on click-through. */
  requestId?: string;
  /** Heading level of the product name (defaults to 2). */
  headingLevel?: 2 | 3;
  /** Loads the first image eagerly (first cards of a page). */
  eagerImage?: boolean;
  /** The 'Levering voor Kerstmis' rule: days until 24 December within this threshold (a feature flag). */
  christmas?: { thresholdDays: number; now: Date };
  /** The page config's second currency (spec §1): its price shows beside the euro price. */
  secondCurrency?: SecondCurrency | null;
  /** Admin-mode data: only for an admin with admin mode on (spec §6); adds the admin overlay to the card. */
  admin?: ProductCardAdmin;
}

const NO_IMAGE = html`<span class="pc-noimage">Geen afbeelding</span>`;

const PROMO_TAG_LABELS: Record<string, string> = {
  bestseller: 'Bestseller',
  blackfriday: 'Black Friday',
  gardensales: 'Tuinseizoen',
  pricedrop: 'Prijsdaling',
};

function promoTagLabel(tag: string): string | undefined {
  return PROMO_TAG_LABELS[tag.toLowerCase()];
}

/** The availability tags of spec §4, in display order (the rule lives in `@etalage/core`). */
export function availabilityTags(variant: ProductCardData, options: Pick<ProductCardOptions, 'christmas'> = {}): string[] {
  return coreAvailabilityTags(
    { active: variant.active, inStock: variant.inStock, deliveryInDays: variant.deliveryInDays, freeShipping: variant.freeShipping },
    { now: options.christmas?.now, christmasThresholdDays: options.christmas?.thresholdDays ?? null },
  ).map((tag) => tag.text);
}

/** 'of {months} tijden van {amount}' (spec §9), or null without instalments. */
export function installmentText(price: ProductCardData['price']): string | null {
  if (!price.installmentMonths || !price.installmentAmount) return null;
  return formatInstallment(price.installmentMonths, price.installmentAmount);
}

/** The click-through link of `@etalage/core` (`{shopDomain}/go/{variantId}/{clickSource}?position&ri`). */
function shopLink(variant: ProductCardData, options: ProductCardOptions): string {
  return clickThroughUrl({
    shopDomain: variant.shopDomain,
    variantId: variant.id,
    clickSource: options.clickSource,
    position: options.position,
    requestId: options.requestId,
  });
}

function assertClickSource(options: ProductCardOptions | undefined): asserts options is ProductCardOptions {
  if (!options || typeof options.clickSource !== 'number' || !Number.isFinite(options.clickSource)) {
    throw new Error('No click source provided');
  }
}

function renderTags(variant: ProductCardData): RawHtml {
  const labels: string[] = [];
  if (variant.topProductLabel) labels.push(variant.topProductLabel);
  if (variant.tier && !variant.promoTags.some((t) => promoTagLabel(t) === variant.tier)) labels.push(variant.tier);
  for (const tag of variant.promoTags) {
    const label = promoTagLabel(tag);
    if (label && !labels.includes(label)) labels.push(label);
  }
  if (labels.length === 0) return html``;
  return html`<ul class="pc-tags" aria-label="Labels">${labels.map((label) => html`<li class="pc-tag">${label}</li>`)}</ul>`;
}

/** One card image; the first loads eagerly on the first cards of a page. */
function renderCardImage(variant: ProductCardData, image: ProductCardData['images'][number], index: number, options: ProductCardOptions): RawHtml {
  return html`<img class="pc-image" src="${image.url}" alt="${index === 0 ? variant.name : `${variant.name}, afbeelding ${index + 1}`}" width="400" height="400" loading="${index === 0 && options.eagerImage ? 'eager' : 'lazy'}" decoding="async">`;
}

/**
 * The image link to the product page, for mouse users only (the name link serves everyone else): out of
 * the tab order and hidden from screen readers. Over a carousel it is one empty link laid over the slides,
 * so the carousel's buttons are never inside it.
 */
function renderImageLink(variant: ProductCardData, content: RawHtml | string = ''): RawHtml {
  return html`<a href="${variant.detailUrl}" class="pc-image-link${content ? '' : ' pc-image-link--cover'}" tabindex="-1" aria-hidden="true">${content}</a>`;
}

/**
 * The 'Vergelijkbaar uiterlijk' action on a product image: a plain link (it works without JavaScript, and the
 * product-card widget leaves clicks on links alone), named after its product. On cards only its icon shows until
 * it is hovered or focused; `labelled` shows its text at all times (the product page's gallery).
 */
export function renderVisuallySimilarLink(name: string, url: string, options: { labelled?: boolean } = {}): RawHtml {
  return html`<a class="pc-similar${options.labelled ? ' pc-similar--labelled' : ''}" href="${url}"><span class="pc-similar__text">Vergelijkbaar uiterlijk</span><span class="visually-hidden"> als ${name}</span></a>`;
}

/**
 * The discount badge: '-24%' to see, '24% korting' to hear. The text itself says it (a name on a plain span is
 * not read out); `inline` beside an old price instead of over an image.
 */
export function renderDiscountBadge(percent: number, options: { inline?: boolean } = {}): RawHtml {
  return html`<span class="pc-discount${options.inline ? ' pc-discount--inline' : ''}"><span aria-hidden="true">-${percent}%</span><span class="visually-hidden">${percent}% korting</span></span>`;
}

/** The card's images: one image, or the carousel from 2 images on (at most 10 slides, spec §2). */
function renderImages(variant: ProductCardData, options: ProductCardOptions, widgets: CardWidgets): RawHtml {
  const slides = variant.images.slice(0, CARD_MAX_SLIDES);
  const discount = discountPercent(variant.price.priceBeforeDiscount, variant.price.price);
  const badge = discount > 0 ? renderDiscountBadge(discount) : html``;
  if (slides.length === 0) {
    return html`<div class="pc-media">${renderImageLink(variant, NO_IMAGE)}${badge}</div>`;
  }
  // After the badge, so that the page's CSS can move it below one (`.pc-discount ~ .pc-similar`).
  const similar = variant.visuallySimilarUrl ? renderVisuallySimilarLink(variant.name, variant.visuallySimilarUrl) : html``;
  if (slides.length < CARD_CAROUSEL_MIN_IMAGES) {
    return html`<div class="pc-media">${renderImageLink(variant, renderCardImage(variant, slides[0]!, 0, options))}${badge}${similar}</div>`;
  }
  const carousel: CarouselMarkup = {
    kind: 'images',
    placement: 'card',
    label: `Afbeeldingen van ${variant.name}`,
    slides: slides.map((image, i) => renderCardImage(variant, image, i, options)),
    overlay: renderImageLink(variant),
    variantId: variant.id,
  };
  return html`<div class="pc-media">${renderCarouselFrame(carousel, widgets.carouselControls(carouselControlsProps(carousel)))}${badge}${similar}</div>`;
}

function renderPrice(variant: ProductCardData, options: ProductCardOptions): RawHtml {
  const { price } = variant;
  const second = options.secondCurrency ? renderSecondPrice(price.price, options.secondCurrency) : html``;
  const before =
    price.priceBeforeDiscount && price.priceBeforeDiscount > price.price
      ? html`<s class="pc-price-before"><span class="visually-hidden">Oude prijs </span>${formatMoney(price.priceBeforeDiscount)}${secondPriceAfter(
          price.priceBeforeDiscount,
          options.secondCurrency,
        )}</s>`
      : html``;
  const installments = installmentText(price);
  return html`<div class="pc-prices"><p class="pc-price"><span class="visually-hidden">Prijs </span>${formatMoney(price.price)}</p>${second}${before}${
    installments ? html`<p class="pc-installments">${installments}${secondPriceAfter(price.installmentAmount!, options.secondCurrency)}</p>` : html``
  }</div>`;
}

/**
 * The markup of a reviews modal opener (spec §2 "modals opened on demand by clicking marked elements"): a link to
 * `/product/{variantId}/reviews`, so it works without JavaScript, which the modal host turns into the reviews modal.
 * `opener` is the `modal_opener` of the `modal_open` event (card, product, …).
 */
export function reviewsOpenerProps(variant: { id: number; name: string }, opener: string): Record<string, string> {
  return { href: `/product/${variant.id}/reviews`, ...modalOpenerProps('reviews', { variantId: variant.id, productName: variant.name }, opener) };
}

/** `reviewsOpenerProps` as attributes of server HTML. */
export function reviewsOpenerAttributes(variant: { id: number; name: string }, opener: string): RawHtml {
  return attributesHtml(reviewsOpenerProps(variant, opener));
}

/** The accessible name of a rating link: '4,5 van 5 sterren, 12 reviews van Bank Saar leer grijs'. */
export function ratingLabel(rating: number, reviewsCount: number, productName: string): string {
  return `${formatStarRating(rating)} van 5 sterren, ${formatCount(reviewsCount)} ${reviewsCount === 1 ? 'review' : 'reviews'} van ${productName}`;
}

function renderRating(variant: ProductCardData): RawHtml {
  const { rating, reviewsCount } = variant.reviews;
  if (reviewsCount === 0) return html``;
  const stars = roundToHalfStars(rating);
  return html`<a class="pc-rating" ${reviewsOpenerAttributes(variant, 'card')} aria-label="${ratingLabel(rating, reviewsCount, variant.name)}"><span class="pc-stars" style="--stars:${stars}" aria-hidden="true">★★★★★</span> <span aria-hidden="true">${formatStarRating(rating)} (${formatCount(reviewsCount)})</span></a>`;
}

function renderParameters(variant: ProductCardData, limit: number): RawHtml {
  const parameters = variant.displayParameters.slice(0, limit);
  if (parameters.length === 0) return html``;
  return html`<dl class="pc-params">${parameters.map(
    (p) => html`<div class="pc-param"><dt>${p.name}</dt><dd>${p.value}</dd></div>`,
  )}</dl>`;
}

/**
 * The product name as the card's heading, linking to the product page, with the detail chevron (spec §2) beside it:
 * a larger pointer target to the same page, hidden from assistive technology and the tab order (the name is the link).
 */
function renderName(variant: ProductCardData, heading: 'h2' | 'h3'): RawHtml {
  return html`<div class="pc-title">${raw(`<${heading} class="pc-name">`)}<a href="${variant.detailUrl}">${variant.name}</a>${raw(`</${heading}>`)}<a class="pc-detail" href="${variant.detailUrl}" tabindex="-1" aria-hidden="true"></a></div>`;
}

function renderAvailability(variant: ProductCardData, options: ProductCardOptions): RawHtml {
  const tags = availabilityTags(variant, options);
  return html`<ul class="pc-availability" aria-label="Beschikbaarheid">${tags.map(
    (tag) =>
      html`<li class="pc-avail${tag === 'Niet op voorraad' ? ' pc-avail--out' : ''}${tag === 'Gratis bezorging' ? ' pc-avail--free' : ''}">${tag}</li>`,
  )}</ul>`;
}

function renderBody(variant: ProductCardData, options: ProductCardOptions, layout: 'card' | 'row', widgets: CardWidgets): RawHtml {
  const heading = options.headingLevel === 3 ? 'h3' : 'h2';
  const offers = variant.alternativeOffersCount;
  return html`<div class="pc-body">
${renderTags(variant)}${renderPrice(variant, options)}
<p class="pc-shop">${variant.eshop.name}</p>
${renderName(variant, heading)}
${layout === 'row' && variant.description ? html`<p class="pc-description">${variant.description}</p>` : html``}
${renderParameters(variant, layout === 'row' ? ROW_MAX_PARAMETERS : CARD_MAX_PARAMETERS)}
${offers > 0 ? html`<p class="pc-offers"><a href="${variant.detailUrl}#aanbiedingen">${offers === 1 ? '1 andere aanbieding' : `${formatCount(offers)} andere aanbiedingen`}</a></p>` : html``}
${renderRating(variant)}${renderAvailability(variant, options)}
${variant.voucher ? widgets.voucher(variant.voucher, options.secondCurrency ?? null) : html``}
</div>
<div class="pc-actions">${widgets.like(variant)}${widgets.compare(variant)}</div>
<div class="pc-hover">
<a class="button button--primary" href="${shopLink(variant, options)}" rel="nofollow">Ga naar de shop<span class="visually-hidden">: ${variant.name} bij ${variant.eshop.name}</span></a>
<a class="button" href="${variant.detailUrl}">Product details<span class="visually-hidden"> van ${variant.name}</span></a>
${widgets.watch(variant)}${layout === 'card' ? renderSimilarToggle(variant) : html``}
</div>`;
}

/**
 * The keyboard's way to the similar-products row that a click on the card opens (spec §4): a disclosure button
 * that shows only while focused, named after its product; the product-card widget opens the row with it.
 */
function renderSimilarToggle(variant: ProductCardData): RawHtml {
  return html`<button type="button" class="pc-similar-toggle" aria-expanded="false">Vergelijkbare producten<span class="visually-hidden"> als ${variant.name}</span></button>`;
}

function renderCard(variant: ProductCardData, options: ProductCardOptions, layout: 'card' | 'row', widgets: CardWidgets): RawHtml {
  return html`<article ${cardRoot(layout === 'row' ? 'product-row' : 'product-card', variant, options)}>
${renderImages(variant, options, widgets)}
${renderBody(variant, options, layout, widgets)}${options.admin && widgets.adminOverlay ? widgets.adminOverlay(variant, options.admin, options.clickSource) : html``}
</article>`;
}

/** The card's `<article>` attributes: its class (marked inactive when the variant is) and the product-card widget. */
function cardRoot(className: string, variant: ProductCardData, options: ProductCardOptions): RawHtml {
  const root = widgetAttributes('product-card', { variantId: variant.id, clickSource: options.clickSource, position: options.position });
  return html`class="${className}${variant.active ? '' : ' is-inactive'}" ${root}`;
}

/** The small card: one image, price, shop, name, rating and the like button; no hover actions. */
function renderSmall(variant: ProductCardData, options: ProductCardOptions, widgets: CardWidgets): RawHtml {
  const image = variant.images[0];
  const heading = options.headingLevel === 2 ? 'h2' : 'h3';
  const media = image ? renderCardImage(variant, image, 0, options) : NO_IMAGE;
  return html`<article ${cardRoot('product-card product-card--small', variant, options)}>
<div class="pc-media">${renderImageLink(variant, media)}</div>
<div class="pc-body">
${renderPrice(variant, options)}
<p class="pc-shop">${variant.eshop.name}</p>
${renderName(variant, heading)}
${renderRating(variant)}
</div>
<div class="pc-actions">${widgets.like(variant)}</div>
</article>`;
}

/**
 * The card's URLs come from data (a shop's feed, an API answer): each goes through `safeUrl`, so that a
 * `javascript:` or `data:` URL becomes '#' (an image's, the product page's, the similar-looking page's) and a shop
 * domain that is no web origin becomes this site's (its click-through link then goes through this site's /go/).
 */
function withSafeUrls(variant: ProductCardData): ProductCardData {
  return {
    ...variant,
    detailUrl: safeUrl(variant.detailUrl),
    shopDomain: variant.shopDomain && safeUrl(variant.shopDomain, ''),
    images: variant.images.map((image) => ({ ...image, url: safeUrl(image.url) })),
    visuallySimilarUrl: variant.visuallySimilarUrl && safeUrl(variant.visuallySimilarUrl),
  };
}

/** The card renderers over one set of widget slots: prerendered on the server, plain in the browser. */
export function createCardRenderer(widgets: CardWidgets) {
  return {
    /**
     * The one product card of the storefront (spec §2 "Product card"): the server's listHtml, the cards the
     * browser renders (similar products, remarketing), the stories and the tests all render cards with this.
     * Throws 'No click source provided' without a click source.
     */
    renderProductCard(variant: ProductCardData, options: ProductCardOptions): RawHtml {
      assertClickSource(options);
      return renderCard(withSafeUrls(variant), options, 'card', widgets);
    },
    /** The row layout: the same content plus the description and up to 6 parameters. */
    renderProductRow(variant: ProductCardData, options: ProductCardOptions): RawHtml {
      assertClickSource(options);
      return renderCard(withSafeUrls(variant), options, 'row', widgets);
    },
    /** The small card (strips such as 'Ook iets voor jou?'): image, price, shop, name, rating and the like button. */
    renderSmallCard(variant: ProductCardData, options: ProductCardOptions): RawHtml {
      assertClickSource(options);
      return renderSmall(withSafeUrls(variant), options, widgets);
    },
  };
}

export type CardRenderer = ReturnType<typeof createCardRenderer>;

/** Cards whose widgets the runtime renders in the browser (no server prerender): what client-side code uses. */
export const { renderProductCard, renderProductRow, renderSmallCard } = createCardRenderer(plainCardWidgets);
