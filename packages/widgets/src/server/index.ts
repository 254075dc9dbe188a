/**
 * Server-side markup of the widgets (`@etalage/widgets/server`): the card slots, the voucher card and the header
 * buttons as the widgets' own first render (React `renderToStaticMarkup`), marked prerendered so the runtime
 * resumes them without rendering. Never part of the browser bundle.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  adminOverlayProps,
  html,
  raw,
  widgetAttributes,
  type ProductCardAdmin,
  CAROUSEL_CLASSES,
  carouselControlsProps,
  renderCarouselFrame,
  type CarouselControlsProps,
  type CarouselMarkup,
  cardWidgetClass,
  cardWidgetProps,
  createCardRenderer,
  prerenderedWidget,
  type CardWidgets,
  type CardWidgetVariant,
  type RawHtml,
  type VoucherMarkup,
} from '@etalage/markup';
import LikeButton from '../like-button/like-button.js';
import CompareButton from '../compare-button/compare-button.js';
import WatchButton from '../watch-button/watch-button.js';
import VoucherCard from '../voucher-card/voucher-card.js';
import HeaderCompare from '../header-compare/header-compare.js';
import HeaderFavourites from '../header-favourites/header-favourites.js';
import Carousel from '../carousel/carousel.js';
import AdminOverlay from '../admin-overlay/admin-overlay.js';
import AdminPanel, { type AdminPanelProps } from '../admin-panel/admin-panel.js';
import RemarketingStrip, { type RemarketingStripProps } from '../remarketing-strip/remarketing-strip.js';
import SearchOverlay from '../search-overlay/search-overlay.js';
import type { PopularSearch } from '../search-overlay/entries.js';

export type { PopularSearch };
import AiSearch, { type AiSearchProps } from '../ai-search/ai-search.js';
import UserBox, { type UserBoxProps } from '../user-box/user-box.js';
import CookieBar, { type CookieBarProps } from '../cookie-bar/cookie-bar.js';
import ListingFilters, { type ListingFiltersProps } from '../listing-filters/listing-filters.js';

export type { ListingFiltersProps };
import { UpdatePromptView } from '../update-prompt/update-prompt-view.js';
import type { UpdatePromptProps } from '../update-prompt/update-prompt.js';

export type { CookieBarProps };

export type { UserBoxProps };

/** The like button, prerendered: the heart with the server's count, named after its product. */
export function renderLikeButton(variant: CardWidgetVariant): RawHtml {
  return prerenderedWidget(cardWidgetClass.like, 'like-button', LikeButton, cardWidgetProps.like(variant));
}

/** The compare button, prerendered ('Vergelijk', named after its product). */
export function renderCompareButton(variant: CardWidgetVariant): RawHtml {
  return prerenderedWidget(cardWidgetClass.compare, 'compare-button', CompareButton, cardWidgetProps.compare(variant));
}

/**
 * The watch button, prerendered. On cards its status is asked for when it is shown or touched;
 * `loadStatus` asks on load (the product page, where it is always shown).
 */
export function renderWatchButton(variant: CardWidgetVariant, options: { loadStatus?: boolean } = {}): RawHtml {
  return prerenderedWidget(cardWidgetClass.watch, 'watch-button', WatchButton, cardWidgetProps.watch(variant, options.loadStatus ?? false));
}

/**
 * A voucher card as the server emits it: the widget's own first render, so the code, its value and the
 * copy hint are readable before (or without) JavaScript, and the card copies from the first touch on.
 */
export function renderVoucherCard(voucher: VoucherMarkup): RawHtml {
  return prerenderedWidget(cardWidgetClass.voucher, 'voucher-card', VoucherCard, cardWidgetProps.voucher(voucher));
}

/** The header's compare link, prerendered: the same size before and after the script (no layout shift). */
export function renderHeaderCompare(): RawHtml {
  return prerenderedWidget('header-widget', 'header-compare', HeaderCompare, {});
}

/** The header's favourites link (a visitor's login link until the widget knows the user), prerendered. */
export function renderHeaderFavourites(): RawHtml {
  return prerenderedWidget('header-widget', 'header-favourites', HeaderFavourites, {});
}

/**
 * The header's user box, prerendered with the request's user: 'Inloggen' (the login page, or the auth modal) for a
 * visitor, the avatar and first name (the account page, or the user menu) for a user. It renders again only when the
 * store's user changes (a login in the modal).
 */
export function renderUserBox(props: UserBoxProps): RawHtml {
  return prerenderedWidget('header-widget', 'user-box', UserBox, props);
}

/**
 * The header's search form, prerendered from the search overlay: it searches without JavaScript (GET `/?q=`), and
 * the overlay's code loads on the shopper's first touch. `popular`: the promoted categories (at most 10) and,
 * while it runs, the campaign tag (`campaign: true`), shown when the overlay opens with an empty query.
 */
export function renderSearchOverlay(props: { query?: string; popular?: PopularSearch[] } = {}, options: { className?: string } = {}): RawHtml {
  return prerenderedWidget(options.className ?? 'etl-search-slot', 'search-overlay', SearchOverlay, { query: props.query ?? '', popular: props.popular ?? [] });
}

/**
 * 'Ook iets voor jou?': write it only for shoppers who viewed products. Its fallback is the strip's loading state
 * (heading and skeleton cards), so the page does not grow when the cards arrive.
 */
export function renderRemarketingStrip(props: Partial<RemarketingStripProps> = {}): RawHtml {
  return prerenderedWidget('remarketing-slot', 'remarketing-strip', RemarketingStrip, { limit: 5, ...props }, { resume: false });
}

/**
 * A carousel's controls, prerendered: they mount without code and load with swiper on the first touch. An
 * autoplaying carousel's controls are only a fallback: it loads when it comes into view.
 */
function renderCarouselControls(props: CarouselControlsProps): RawHtml {
  return prerenderedWidget(CAROUSEL_CLASSES.controls, 'carousel', Carousel, props, { resume: !props.autoplay });
}

/** A carousel (the product gallery, a row of cards) as the server draws it: the one carousel markup, prerendered. */
export function renderCarousel(options: CarouselMarkup): RawHtml {
  return renderCarouselFrame(options, renderCarouselControls(carouselControlsProps(options)));
}

/** A card's admin overlay (admin mode only), its first render ('Metrics laden…') as the fallback. */
export function renderAdminOverlay(variant: CardWidgetVariant, admin: ProductCardAdmin): RawHtml {
  return prerenderedWidget('pc-admin', 'admin-overlay', AdminOverlay, adminOverlayProps(variant, admin), { resume: false });
}

/** The admin panel of a listing (admin mode only): the page's totals and the switch that turns admin mode off. */
export function renderAdminPanel(totals: AdminPanelProps): RawHtml {
  return prerenderedWidget('admin-panel', 'admin-panel', AdminPanel, totals, { resume: false });
}

/**
 * 'Zoek met AI' on a listing or search page (only when the filtering answer says `showAiSearch`), prerendered: the
 * form works without JavaScript through `action` (a GET with `query` and `categoryId`), and the widget takes it over
 * on the first touch without redrawing it.
 */
export function renderAiSearch(props: AiSearchProps): RawHtml {
  return prerenderedWidget('ai-search-slot', 'ai-search', AiSearch, props);
}

/**
 * The cookie bar, prerendered: the server writes it (as the last element of <body>) only when no `_cc` choice is
 * stored and the client is no crawler, or when the shopper reopens it; its form posts to `action` without JavaScript.
 */
export function renderCookieBar(props: CookieBarProps): RawHtml {
  return prerenderedWidget('cookie-bar-slot', 'cookie-bar', CookieBar, props);
}

export { renderBannerStrip, type BannerStripMarkup } from '../banner-strip/markup.js';
/**
 * The service worker's refresh prompt (every page, e.g. after the footer): the always-present live region with
 * the prompt drawn closed; the enhancer registers the worker `script` (scope `/`) and opens the prompt when a new
 * version waits.
 */
export function renderUpdatePrompt(props: UpdatePromptProps = { script: '/sw.js' }): RawHtml {
  return html`<div class="etl-update-prompt" role="status" ${widgetAttributes('update-prompt', { ...props })}>${raw(renderToStaticMarkup(createElement(UpdatePromptView)))}</div>`;
}

/** The card slots as the server draws them. */
export const prerenderedCardWidgets: CardWidgets = {
  like: renderLikeButton,
  compare: renderCompareButton,
  watch: (variant) => renderWatchButton(variant),
  voucher: renderVoucherCard,
  carouselControls: renderCarouselControls,
  adminOverlay: renderAdminOverlay,
};

/** The server's cards: the one card markup of `@etalage/markup` with prerendered widgets. */
export const { renderProductCard, renderProductRow, renderSmallCard } = createCardRenderer(prerenderedCardWidgets);

/**
 * The listing filter panel, prerendered: the widget's own first render, whose links and GET form filter without
 * JavaScript; the widget takes it over on the shopper's first touch (activation 'interaction').
 */
export function renderListingFilters(props: ListingFiltersProps): RawHtml {
  return prerenderedWidget('listing-filters-slot', 'listing-filters', ListingFilters, props);
}
