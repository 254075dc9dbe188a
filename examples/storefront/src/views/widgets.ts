import { html, widgetAttributes, type RawHtml } from '@etalage/markup';

/** Page-level widget mount points with readable server-rendered fallback content. */

export function searchOverlayHtml(query = ''): RawHtml {
  return html`<div class="search" ${widgetAttributes('search-overlay', {})}>
<form class="search-form" role="search" action="/search" method="get">
<label class="visually-hidden" for="site-search">Zoeken</label>
<input id="site-search" class="search-input" type="search" name="q" value="${query}" placeholder="Wat zoekt u vandaag?" autocomplete="off">
<button class="search-button" type="submit">Zoeken</button>
</form>
</div>`;
}

export function headerCompareHtml(): RawHtml {
  return html`<div class="header-widget" ${widgetAttributes('header-compare', {})}><a class="header-button" href="/compare-products"><span aria-hidden="true">⇄</span> Vergelijken</a></div>`;
}

export function headerFavouritesHtml(): RawHtml {
  return html`<div class="header-widget" ${widgetAttributes('header-favourites', {})}><a class="header-button" href="/user/favourites"><span aria-hidden="true">♡</span> Favorieten</a></div>`;
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
