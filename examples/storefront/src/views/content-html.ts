import { html, INSPIRATION_FEED_TEXT, renderFeedMore, renderInspirationCards, type FeedMoreMarkup, type RawHtml } from '@etalage/markup';
import type { Db } from '../db/connection.js';
import { imageUrl } from '../catalog/images.js';
import { apiInspirations, type ArticleRow, type InspirationRow } from '../catalog/content.js';

const dateFormat = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export function articleCardsHtml(rows: ArticleRow[]): RawHtml {
  return html`${rows.map(
    (a) => html`<article class="content-card">
<img src="${imageUrl('article', 'card', a.id)}" alt="" width="640" height="400" loading="lazy">
<div class="content-card-body"><p class="eyebrow">${a.category_name} · <time datetime="${a.published_at}">${formatDate(a.published_at)}</time></p>
<h2 class="content-card-title"><a href="/artikel/${a.slug}">${a.title}</a></h2><p>${a.perex}</p></div>
</article>`,
  )}`;
}

/**
 * Inspiration cards from the records `inspiration/feed` answers with (`apiInspirations`), through the one card of
 * `@etalage/markup` the browser draws too: a page and a filtered or loaded-on list cannot differ.
 */
export function inspirationCardsHtml(db: Db, rows: InspirationRow[]): RawHtml {
  return renderInspirationCards(apiInspirations(db, rows));
}

/** The 'Meer …' feeds of the content pages: which call, list and paginator, and the words. */
export const contentFeeds = {
  articles: { endpoint: 'articles', list: 'article-list', paginator: 'article-paginator', label: 'Meer artikelen', loadingText: 'Artikelen laden…' },
  // The browser draws the inspirations' 'Meer inspiratie' itself (renderInspirationMore): the same words.
  inspiration: { endpoint: 'inspiration', list: 'inspiration-list', paginator: 'inspiration-paginator', ...INSPIRATION_FEED_TEXT },
} as const satisfies Record<string, Omit<FeedMoreMarkup, 'nextUrl'>>;

/** A simple pager for content feeds (articles, inspirations), with 'Meer artikelen' or 'Meer inspiratie' when a next page exists. */
export function simplePaginatorHtml(page: number, pageCount: number, pageUrl: (page: number) => string, feed?: Omit<FeedMoreMarkup, 'nextUrl'>): RawHtml {
  if (pageCount <= 1) return html``;
  return html`${feed && page < pageCount ? renderFeedMore({ ...feed, nextUrl: pageUrl(page + 1) }) : html``}<nav class="paginator" aria-label="Paginering"><ul class="paginator-pages">${Array.from({ length: pageCount }, (_, i) => i + 1).map((n) =>
    n === page
      ? html`<li><a class="paginator-page is-current" href="${pageUrl(n)}" aria-current="page">${n}</a></li>`
      : html`<li><a class="paginator-page" href="${pageUrl(n)}" aria-label="Pagina ${n}"${n === page + 1 ? html` rel="next"` : html``}>${n}</a></li>`,
  )}</ul></nav>`;
}

/** A page of the inspiration feed: the same filters, `page` set (absent for the first). */
export function inspirationPageUrl(base: URL, n: number): string {
  const url = new URL(base);
  if (n > 1) url.searchParams.set('page', String(n));
  else url.searchParams.delete('page');
  return `${url.pathname}${url.search}`;
}
