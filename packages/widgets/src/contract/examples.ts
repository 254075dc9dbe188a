import {
  html,
  raw,
  renderBannerStrip,
  renderFeedMore,
  renderStlHotspots,
  ratingSummaryElement,
  starRatingField,
  widgetAttributes,
  type ProductCardData,
  type RawHtml,
  type WidgetPropValue,
} from '@etalage/markup';
import {
  renderAdminOverlay,
  renderAdminPanel,
  renderAiSearch,
  renderCarousel,
  renderCompareButton,
  renderCookieBar,
  renderHeaderCompare,
  renderHeaderFavourites,
  renderLikeButton,
  renderListingFilters,
  renderProductCard,
  renderRemarketingStrip,
  renderSearchOverlay,
  renderUpdatePrompt,
  renderUserBox,
  renderVoucherCard,
  renderWatchButton,
  renderWatchdogUnsubscribe,
} from '../server/index.js';

/**
 * One example element per widget, as a template copies it: the real output of the server renderers where a widget
 * has one (`@etalage/widgets/server`, `@etalage/markup`), else the element with its props and a fallback that
 * works without JavaScript (what the reference storefront writes). Shoppers' texts are Dutch.
 */
export interface MarkupExample {
  widget: string;
  /** What writes it, for the docs: a renderer's call, or 'hand-written'. */
  source: string;
  html: string;
}

const variant: ProductCardData = {
  id: 42,
  name: 'Bank Oslo 3-zits eikenhout',
  detailUrl: '/product/v/42-bank-oslo',
  shopDomain: '',
  eshop: { id: 7, name: 'Wonen & Zo', slug: 'wonen-en-zo', paid: true },
  price: { price: 599.5, priceBeforeDiscount: 799, installmentMonths: null, installmentAmount: null },
  voucher: { code: 'ZOMER10', value: 10, valueType: 'percent', priceWithVoucher: 539.55 },
  active: true,
  inStock: true,
  freeShipping: true,
  deliveryInDays: 3,
  tier: null,
  promoTags: [],
  topProductLabel: null,
  reviews: { rating: 4.26, reviewsCount: 12, imagesCount: 3 },
  images: [{ id: 4200, url: '/images/product/card/4200.webp' }],
  displayParameters: [{ name: 'Breedte', value: '210 cm' }],
  alternativeOffersCount: 4,
  likesCount: 17,
};

/** A hand-written widget element: `<tag class … data-etl-*>` around its no-JavaScript content. */
function element(name: string, props: Record<string, WidgetPropValue>, content: RawHtml, { tag = 'div', className = 'page-widget', label = '' } = {}): RawHtml {
  const aria = label ? html` aria-label="${label}"` : '';
  return html`<${raw(tag)} class="${className}"${aria} ${widgetAttributes(name, props)}>${content}</${raw(tag)}>`;
}

const examples: Record<string, () => { source: string; markup: RawHtml }> = {
  'voucher-card': () => ({
    source: 'renderVoucherCard(voucher, secondCurrency) of @etalage/widgets/server',
    markup: renderVoucherCard({ code: 'WOON10', value: 10, valueType: 'percent', priceWithVoucher: 449.1 }, null),
  }),
  'like-button': () => ({ source: 'renderLikeButton(variant) of @etalage/widgets/server', markup: renderLikeButton(variant) }),
  'compare-button': () => ({ source: 'renderCompareButton(variant) of @etalage/widgets/server', markup: renderCompareButton(variant) }),
  'watch-button': () => ({ source: 'renderWatchButton(variant) of @etalage/widgets/server', markup: renderWatchButton(variant) }),
  'header-compare': () => ({ source: 'renderHeaderCompare() of @etalage/widgets/server', markup: renderHeaderCompare() }),
  'header-favourites': () => ({ source: 'renderHeaderFavourites() of @etalage/widgets/server', markup: renderHeaderFavourites() }),
  'product-card': () => ({
    source: 'renderProductCard(variant, { clickSource, position }) of @etalage/widgets/server',
    markup: renderProductCard(variant, { clickSource: 1, position: 1 }),
  }),
  carousel: () => ({
    source: 'renderCarousel(options) of @etalage/widgets/server',
    markup: renderCarousel({
      kind: 'images',
      placement: 'gallery',
      label: 'Afbeeldingen van Bank Oslo',
      slides: [1, 2, 3].map((n) => html`<img src="/images/product/detail/420${n}.webp" alt="Bank Oslo, foto ${n}" width="600" height="450">`),
      variantId: 42,
    }),
  }),
  'search-overlay': () => ({
    source: 'renderSearchOverlay({ query, popular }) of @etalage/widgets/server',
    markup: renderSearchOverlay({ query: '', popular: [{ title: 'Banken', url: '/producten/banken' }] }),
  }),
  'main-nav': () => ({
    source: 'hand-written (the storefront header)',
    markup: element(
      'main-nav',
      {},
      html`<ul><li><a href="/producten/woonkamer">Woonkamer</a><ul aria-label="Woonkamer"><li><a href="/producten/banken">Banken</a></li></ul></li><li><a href="/producten/tuin">Tuin</a></li></ul>`,
      { tag: 'nav', className: 'main-nav', label: 'Categorieën' },
    ),
  }),
  'user-box': () => ({ source: 'renderUserBox({ loginUrl }) of @etalage/widgets/server', markup: renderUserBox({ loginUrl: '/login?next=%2F' }) }),
  'page-chrome': () => ({
    source: 'hand-written (the site header, around the header widgets)',
    markup: element('page-chrome', {}, html`<a class="logo" href="/">Etalage</a>`, { tag: 'header', className: 'site-header' }),
  }),
  'update-prompt': () => ({ source: "renderUpdatePrompt({ script: '/sw.js' }) of @etalage/widgets/server", markup: renderUpdatePrompt({ script: '/sw.js' }) }),
  'similar-row': () => ({
    source: 'placed by the product-card enhancer (templates do not write it)',
    markup: html`<div class="etl-similar-slot" ${widgetAttributes('similar-row', { variantId: 42, clickSource: 1, itemName: variant.name })}></div>`,
  }),
  'watchdog-unsubscribe': () => ({
    source: 'renderWatchdogUnsubscribe(props) of @etalage/widgets/server',
    markup: renderWatchdogUnsubscribe({ hash: 'a1b2c3', action: '/watchdog/unsubscribe/a1b2c3', productName: 'Bank Saar leer grijs' }),
  }),
  'remarketing-strip': () => ({ source: 'renderRemarketingStrip({ variantId }) of @etalage/widgets/server', markup: renderRemarketingStrip({ variantId: 42 }) }),
  'favourites-list': () => ({
    source: 'hand-written (the favourites page: the server’s grid as fallback)',
    markup: element('favourites-list', {}, html`<p class="empty-state">Je hebt nog geen favorieten. Klik op het hartje bij een product om het te bewaren.</p>`),
  }),
  'comparison-table': () => ({
    source: 'hand-written (the comparison page: the server’s table as fallback)',
    markup: element('comparison-table', {}, html`<p class="empty-state">Je vergelijkt nog geen producten.</p>`),
  }),
  'watched-list': () => ({
    source: 'hand-written (the watchdog page: the server’s list as fallback)',
    markup: element('watched-list', {}, html`<p class="empty-state">Je volgt nog geen prijzen.</p>`),
  }),
  'review-list': () => ({
    source: 'hand-written (the reviews page: the server’s first page of reviews as fallback)',
    markup: element(
      'review-list',
      { variantId: 42, productName: variant.name, filter: 'all', reviewsCount: 12, reviewsWithImageCount: 3 },
      html`<p><a href="/product/42/reviews">Lees alle 12 reviews (4,3 van 5)</a></p>`,
    ),
  }),
  'admin-overlay': () => ({
    source: 'renderAdminOverlay(variant, admin, clickSource) of @etalage/widgets/server (inside an admin’s product card)',
    markup: renderAdminOverlay(variant, { categoryId: 12, adminHost: '', esRank: 41, esPosition: 2, groupId: 880, optimizationType: 'automatic' }, 1),
  }),
  'admin-panel': () => ({
    source: 'renderAdminPanel(totals) of @etalage/widgets/server',
    markup: renderAdminPanel({ productsOnPage: 60, totalCount: 1407, automaticCount: 16, manualCount: 29, stableRankCount: 15, averageEsRank: 153.28, averageAiScore: 4.95 }),
  }),
  'ai-search': () => ({
    source: 'renderAiSearch(props) of @etalage/widgets/server',
    markup: renderAiSearch({ placeholder: 'Beschrijf wat je zoekt, bijvoorbeeld "groene bank onder 800 euro"', categoryId: 4, action: '/ai-search' }),
  }),
  'cookie-bar': () => ({
    source: 'renderCookieBar(props) of @etalage/widgets/server',
    markup: renderCookieBar({ action: '/cookie-consent', returnTo: '/producten/woonkamer' }),
  }),
  'listing-filters': () => ({
    source: 'renderListingFilters(props) of @etalage/widgets/server',
    markup: renderListingFilters({
      basePath: '/producten/banken',
      answer: {
        totalCount: 98,
        url: '/producten/banken',
        groups: [
          {
            ident: 'kleur',
            type: 'features',
            name: 'Kleur',
            choices: [
              { ident: 'kleur-groen', id: 1, name: 'Groen', url: '/producten/banken?dimensie=kleur-groen', selected: false, disabled: false, followable: true, highlighted: false, count: 20 },
              { ident: 'kleur-grijs', id: 2, name: 'Grijs', url: '/producten/banken?dimensie=kleur-grijs', selected: false, disabled: false, followable: true, highlighted: false, count: 14 },
            ],
          },
        ],
      },
    }),
  }),
  'listing-feed': () => ({
    source: 'renderFeedMore(feed) of @etalage/markup (inside the paginator)',
    markup: renderFeedMore({ endpoint: 'variant', list: 'product-list', paginator: 'paginator', nextUrl: '/producten/banken?page=2', label: 'Meer producten', loadingText: 'Producten laden…' }),
  }),
  'stl-hotspots': () => ({
    source: 'renderStlHotspots(spots, imageLabel) of @etalage/markup',
    markup: renderStlHotspots(
      [{ variantId: 42, x: 0.25, y: 0.55, name: variant.name, price: 599.5, detailUrl: '/product/v/42-bank-oslo', shopUrl: '/go/42/30?position=1', eshopName: 'Wonen & Zo' }],
      'Woonkamer met veel licht, foto 1',
    ),
  }),
  'sales-info': () => ({
    source: 'hand-written (a sale page’s info box; kind "tooltip" on a <details>)',
    markup: element(
      'sales-info',
      { kind: 'box' },
      html`<h2>Geen nepkortingen</h2><p>We tonen alleen kortingen ten opzichte van een echte eerdere prijs. <a href="/sales">Zo werken onze kortingen</a></p>`,
      { tag: 'aside', className: 'sales-info', label: 'Over onze kortingen' },
    ),
  }),
  'banner-strip': () => ({
    source: 'renderBannerStrip(banner) of @etalage/markup',
    markup: renderBannerStrip({ ident: 7, text: 'Zomersale: tot 40% korting op tuinmeubelen', link: { url: '/producten/sale', text: 'Bekijk de sale' }, closeAction: '/banner-strip/sluiten', returnTo: '/' }),
  }),
  'rating-summary': () => ({
    source: 'ratingSummaryElement(summary) of @etalage/markup',
    markup: ratingSummaryElement({ rating: 4.26, reviewsCount: 12, variantId: 42, productName: variant.name }),
  }),
  'star-rating': () => ({ source: "starRatingField({ name: 'value' }) of @etalage/markup (inside the review form)", markup: starRatingField({ name: 'value' }) }),
  'visually-similar-filter': () => ({
    source: 'hand-written (the visually-similar page’s results head: a GET form as fallback)',
    markup: element(
      'visually-similar-filter',
      { variantId: 42, categoryId: 12, categoryName: 'banken', imageUrl: '/images/product/detail/4200.webp', clickSource: 1, categoryUrl: '/producten/banken', count: 24 },
      html`<form method="get" action="/products/visually-similar/42-0/bank-oslo"><label><input type="checkbox" name="categorie" value="12"> Alleen banken</label> <button type="submit">Toepassen</button></form>`,
    ),
  }),
};

/** The example of every widget with one, in the registries' order. */
export function markupExamples(names: readonly string[]): MarkupExample[] {
  return names.flatMap((widget) => {
    const example = examples[widget];
    if (!example) return [];
    const { source, markup } = example();
    return [{ widget, source, html: markup.value }];
  });
}

/**
 * The example as the docs show it: the outer element's attributes one per line once its start tag is long. Only
 * the start tag changes (white space between attributes means nothing); the content is left as it is.
 */
export function readableMarkup(markup: string): string {
  const start = /^<([a-z][a-z0-9-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*>/i.exec(markup);
  if (!start || start[0].length <= 100) return markup;
  const [whole, tag, attributes] = start as unknown as [string, string, string];
  const list = attributes.match(/[^\s=>]+(?:="[^"]*")?/g) ?? [];
  const indent = ' '.repeat(tag.length + 2);
  return `<${tag} ${list.join(`\n${indent}`)}>${markup.slice(whole.length)}`;
}
