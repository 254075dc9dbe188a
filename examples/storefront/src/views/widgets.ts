import { html, renderBannerStrip, widgetAttributes, type RawHtml } from '@etalage/markup';
import { renderUpdatePrompt, renderCookieBar, renderHeaderCompare, renderHeaderFavourites, renderSearchOverlay, renderUserBox, type PopularSearch } from '@etalage/widgets/server';

/** Page-level widget mount points with readable server-rendered fallback content. */

/** The header's search form: the search overlay widget, prerendered (it searches without JavaScript too). */
export function searchOverlayHtml(query: string, popular: PopularSearch[]): RawHtml {
  return renderSearchOverlay({ query, popular }, { className: 'search' });
}

/** The header's buttons are prerendered by the widgets themselves, so the header keeps its height when they mount. */
export const headerCompareHtml = renderHeaderCompare;
export const headerFavouritesHtml = renderHeaderFavourites;
/** The promo banner strip at the top of the page; its close form posts to `/banner-strip/sluiten` without JavaScript. */
export const bannerStripHtml = renderBannerStrip;

/** The cookie bar, prerendered; its no-JavaScript form posts to the storefront's `/cookie-consent`. */
export function cookieBarHtml(offer: { granted?: string; settingsOpen: boolean; returnTo: string }): RawHtml {
  return renderCookieBar({ action: '/cookie-consent', returnTo: offer.returnTo, granted: offer.granted, settingsOpen: offer.settingsOpen || undefined });
}

/** The service worker's refresh prompt (registers `/sw.js` with scope `/`), on every page. */
export const updatePromptHtml = () => renderUpdatePrompt({ script: '/sw.js' });

/** 'Inloggen' or the user's avatar: the user box, prerendered with the request's user. */
export const userBoxHtml = renderUserBox;

export function comparisonTableHtml(fallback: RawHtml): RawHtml {
  return html`<div class="page-widget" ${widgetAttributes('comparison-table', {})}>${fallback}</div>`;
}

export function favouritesListHtml(fallback: RawHtml, encryptedShare?: string): RawHtml {
  return html`<div class="page-widget" ${widgetAttributes('favourites-list', { encryptedShare })}>${fallback}</div>`;
}

export function watchedListHtml(fallback: RawHtml): RawHtml {
  return html`<div class="page-widget" ${widgetAttributes('watched-list', {})}>${fallback}</div>`;
}

/**
 * The reviews page's list: the server's first page (filters as links, paginator) is the no-JS fallback; the widget
 * takes over with the filters, 'Meer reviews' and the photos' modal.
 */
export function reviewListHtml(
  fallback: RawHtml,
  props: { variantId: number; productName: string; filter: 'all' | 'withImage'; reviewsCount: number; reviewsWithImageCount: number },
): RawHtml {
  return html`<div class="page-widget" ${widgetAttributes('review-list', props)}>${fallback}</div>`;
}
