import { html, widgetAttributes, type RawHtml } from '@etalage/markup';
import { renderHeaderCompare, renderHeaderFavourites } from '@etalage/widgets/server';

/** Page-level widget mount points with readable server-rendered fallback content. */

/**
 * The header search form. It becomes the search overlay widget once that widget exists (its own issue);
 * until then it carries no widget attribute, so the runtime reports no unknown widget.
 */
export function searchOverlayHtml(query = ''): RawHtml {
  return html`<div class="search">
<form class="search-form" role="search" action="/search" method="get">
<label class="visually-hidden" for="site-search">Zoeken</label>
<input id="site-search" class="search-input" type="search" name="q" value="${query}" placeholder="Wat zoekt u vandaag?" autocomplete="off">
<button class="search-button" type="submit">Zoeken</button>
</form>
</div>`;
}

/** The header's buttons are prerendered by the widgets themselves, so the header keeps its height when they mount. */
export const headerCompareHtml = renderHeaderCompare;
export const headerFavouritesHtml = renderHeaderFavourites;

export function comparisonTableHtml(fallback: RawHtml): RawHtml {
  return html`<div class="page-widget" ${widgetAttributes('comparison-table', {})}>${fallback}</div>`;
}

export function favouritesListHtml(fallback: RawHtml, encryptedShare?: string): RawHtml {
  return html`<div class="page-widget" ${widgetAttributes('favourites-list', { encryptedShare })}>${fallback}</div>`;
}

export function watchedListHtml(fallback: RawHtml): RawHtml {
  return html`<div class="page-widget" ${widgetAttributes('watched-list', {})}>${fallback}</div>`;
}
