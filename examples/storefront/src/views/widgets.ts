import { html, widgetAttributes, type RawHtml } from '@etalage/markup';

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

export function headerCompareHtml(): RawHtml {
  return html`<div class="header-widget" ${widgetAttributes('header-compare', {})}><a class="header-button" href="/compare-products"><span aria-hidden="true">⇄</span> <span class="header-label">Vergelijken</span></a></div>`;
}

export function headerFavouritesHtml(): RawHtml {
  return html`<div class="header-widget" ${widgetAttributes('header-favourites', {})}><a class="header-button" href="/user/favourites"><span aria-hidden="true">♡</span> <span class="header-label">Favorieten</span></a></div>`;
}

export function comparisonTableHtml(fallback: RawHtml): RawHtml {
  return html`<div class="page-widget" ${widgetAttributes('comparison-table', {})}>${fallback}</div>`;
}

export function favouritesListHtml(fallback: RawHtml, encryptedShare?: string): RawHtml {
  return html`<div class="page-widget" ${widgetAttributes('favourites-list', { encryptedShare })}>${fallback}</div>`;
}

export function watchedListHtml(fallback: RawHtml): RawHtml {
  return html`<div class="page-widget" ${widgetAttributes('watched-list', {})}>${fallback}</div>`;
}
