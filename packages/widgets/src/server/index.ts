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
  type CardWidgets,
  type CardWidgetVariant,
  type RawHtml,
  type VoucherMarkup,
} from '@etalage/markup';
import type { SecondCurrency } from '@etalage/core';
import { prerenderedWidget } from './prerender.js';

export { prerenderedWidget };
import type { WidgetDefinition } from '@etalage/runtime';
import { likeButton } from '../like-button/index.js';
import { compareButton } from '../compare-button/index.js';
import { watchButton } from '../watch-button/index.js';
import { voucherCard } from '../voucher-card/index.js';
import { headerCompare } from '../header-compare/index.js';
import { headerFavourites } from '../header-favourites/index.js';
import { userBox } from '../user-box/index.js';
import { searchOverlay } from '../search-overlay/index.js';
import { remarketingStrip } from '../remarketing-strip/index.js';
import { carousel } from '../carousel/index.js';
import { adminOverlay } from '../admin-overlay/index.js';
import { adminPanel } from '../admin-panel/index.js';
import { aiSearch } from '../ai-search/index.js';
import { cookieBar } from '../cookie-bar/index.js';
import { watchdogUnsubscribe } from '../watchdog-unsubscribe/index.js';
import { updatePrompt } from '../update-prompt/index.js';
import { listingFilters } from '../listing-filters/index.js';
import LikeButton from '../like-button/like-button.js';
import CompareButton from '../compare-button/compare-button.js';
import WatchButton from '../watch-button/watch-button.js';
import VoucherCard, { type VoucherCardProps } from '../voucher-card/voucher-card.js';
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
import WatchdogUnsubscribe, { type WatchdogUnsubscribeProps } from '../watchdog-unsubscribe/watchdog-unsubscribe.js';
import ListingFilters, { type ListingFiltersProps } from '../listing-filters/listing-filters.js';

export type { ListingFiltersProps };
import { UpdatePromptView } from '../update-prompt/update-prompt-view.js';
import type { UpdatePromptProps } from '../update-prompt/update-prompt.js';

export type { CookieBarProps, WatchdogUnsubscribeProps };

export type { UserBoxProps };

/**
 * The server marks a widget it draws from its component as resumable when the widget's definition has a resume
 * spec (and `when` holds: an autoplaying carousel renders when it activates); otherwise its first render is only
 * the fallback that the widget renders over.
 */
function resumeAsIn(definition: WidgetDefinition, when = true): { resume: boolean } {
  return { resume: when && definition.resume !== undefined };
}

/** The like button, prerendered: the heart with the server's count, named after its product. */
export function renderLikeButton(variant: CardWidgetVariant): RawHtml {
  return prerenderedWidget(cardWidgetClass.like, likeButton.name, LikeButton, cardWidgetProps.like(variant), resumeAsIn(likeButton));
}

/** The compare button, prerendered ('Vergelijk', named after its product). */
export function renderCompareButton(variant: CardWidgetVariant): RawHtml {
  return prerenderedWidget(cardWidgetClass.compare, compareButton.name, CompareButton, cardWidgetProps.compare(variant), resumeAsIn(compareButton));
}

/**
 * The watch button, prerendered. On cards its status is asked for when it is shown or touched;
 * `loadStatus` asks on load (the product page, where it is always shown).
 */
export function renderWatchButton(variant: CardWidgetVariant, options: { loadStatus?: boolean } = {}): RawHtml {
  return prerenderedWidget(cardWidgetClass.watch, watchButton.name, WatchButton, cardWidgetProps.watch(variant, options.loadStatus ?? false), resumeAsIn(watchButton));
}

/**
 * A voucher card as the server emits it: the widget's own first render, so the code, its value and the
 * copy hint are readable before (or without) JavaScript, and the card copies from the first touch on.
 * `secondCurrency` is the page config's (spec §1): 'Prijs met voucher' shows it as the widget will in the browser,
 * where it reads the page config, so it is no attribute.
 */
export function renderVoucherCard(voucher: VoucherMarkup, secondCurrency: SecondCurrency | null): RawHtml {
  const WithSecondCurrency = (props: VoucherCardProps) => createElement(VoucherCard, { ...props, secondCurrency });
  return prerenderedWidget(cardWidgetClass.voucher, voucherCard.name, WithSecondCurrency, cardWidgetProps.voucher(voucher), resumeAsIn(voucherCard));
}

/** The header's compare link, prerendered: the same size before and after the script (no layout shift). */
export function renderHeaderCompare(): RawHtml {
  return prerenderedWidget('header-widget', headerCompare.name, HeaderCompare, {}, resumeAsIn(headerCompare));
}

/** The header's favourites link (a visitor's login link until the widget knows the user), prerendered. */
export function renderHeaderFavourites(): RawHtml {
  return prerenderedWidget('header-widget', headerFavourites.name, HeaderFavourites, {}, resumeAsIn(headerFavourites));
}

/**
 * The header's user box, prerendered with the request's user: 'Inloggen' (the login page, or the auth modal) for a
 * visitor, the avatar and first name (the account page, or the user menu) for a user. It renders again only when the
 * store's user changes (a login in the modal).
 */
export function renderUserBox(props: UserBoxProps): RawHtml {
  return prerenderedWidget('header-widget', userBox.name, UserBox, props, resumeAsIn(userBox));
}

/**
 * The header's search form, prerendered from the search overlay: it searches without JavaScript (GET `/?q=`), and
 * the overlay's code loads on the shopper's first touch. `popular`: the promoted categories (at most 10) and,
 * while it runs, the campaign tag (`campaign: true`), shown when the overlay opens with an empty query.
 */
export function renderSearchOverlay(props: { query?: string; popular?: PopularSearch[] } = {}, options: { className?: string } = {}): RawHtml {
  return prerenderedWidget(options.className ?? 'etl-search-slot', searchOverlay.name, SearchOverlay, { query: props.query ?? '', popular: props.popular ?? [] }, resumeAsIn(searchOverlay));
}

/**
 * 'Ook iets voor jou?': products similar to `variantId` (the page's product), without it. Its fallback is the strip's
 * loading state (heading and skeleton cards), so the page does not grow when the cards arrive.
 */
export function renderRemarketingStrip(props: Pick<RemarketingStripProps, 'variantId'> & Partial<RemarketingStripProps>): RawHtml {
  return prerenderedWidget('remarketing-slot', remarketingStrip.name, RemarketingStrip, { limit: 5, ...props }, resumeAsIn(remarketingStrip));
}

/**
 * A carousel's controls, prerendered: they mount without code and load with swiper on the first touch. An
 * autoplaying carousel's controls are only a fallback: it loads when it comes into view.
 */
function renderCarouselControls(props: CarouselControlsProps): RawHtml {
  return prerenderedWidget(CAROUSEL_CLASSES.controls, carousel.name, Carousel, props, resumeAsIn(carousel, !props.autoplay));
}

/** A carousel (the product gallery, a row of cards) as the server draws it: the one carousel markup, prerendered. */
export function renderCarousel(options: CarouselMarkup): RawHtml {
  return renderCarouselFrame(options, renderCarouselControls(carouselControlsProps(options)));
}

/** A card's admin overlay (admin mode only), its first render ('Metrics laden…') as the fallback. */
export function renderAdminOverlay(variant: CardWidgetVariant, admin: ProductCardAdmin, clickSource: number): RawHtml {
  return prerenderedWidget('pc-admin', adminOverlay.name, AdminOverlay, adminOverlayProps(variant, admin, clickSource), resumeAsIn(adminOverlay));
}

/** The admin panel of a listing (admin mode only): the page's totals and the switch that turns admin mode off. */
export function renderAdminPanel(totals: AdminPanelProps): RawHtml {
  return prerenderedWidget('admin-panel', adminPanel.name, AdminPanel, totals, resumeAsIn(adminPanel));
}

/**
 * 'Zoek met AI' on a listing or search page (only when the filtering answer says `showAiSearch`), prerendered: the
 * form works without JavaScript through `action` (a GET with `query` and `categoryId`), and the widget takes it over
 * on the first touch without redrawing it.
 */
export function renderAiSearch(props: AiSearchProps): RawHtml {
  return prerenderedWidget('ai-search-slot', aiSearch.name, AiSearch, props, resumeAsIn(aiSearch));
}

/**
 * The cookie bar, prerendered: the server writes it (as the last element of <body>) only when no `_cc` choice is
 * stored and the client is no crawler, or when the shopper reopens it; its form posts to `action` without JavaScript.
 */
export function renderCookieBar(props: CookieBarProps): RawHtml {
  return prerenderedWidget('cookie-bar-slot', cookieBar.name, CookieBar, props, resumeAsIn(cookieBar));
}

/**
 * The confirmation behind a watchdog e-mail's unsubscribe link: the question and 'Afmelden', a form that posts to
 * `action` without JavaScript; with it, the widget sends `DELETE /watchdog/unsubscribe/{hash}`.
 */
export function renderWatchdogUnsubscribe(props: WatchdogUnsubscribeProps): RawHtml {
  return prerenderedWidget('unsubscribe-slot', watchdogUnsubscribe.name, WatchdogUnsubscribe, props, resumeAsIn(watchdogUnsubscribe));
}

/**
 * The service worker's refresh prompt (every page, e.g. after the footer): the always-present live region with
 * the prompt drawn closed; the enhancer registers the worker `script` (scope `/`) and opens the prompt when a new
 * version waits.
 */
export function renderUpdatePrompt(props: UpdatePromptProps = { script: '/sw.js' }): RawHtml {
  return html`<div class="etl-update-prompt" role="status" ${widgetAttributes(updatePrompt.name, { ...props })}>${raw(renderToStaticMarkup(createElement(UpdatePromptView)))}</div>`;
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
  return prerenderedWidget('listing-filters-slot', listingFilters.name, ListingFilters, props, resumeAsIn(listingFilters));
}
