import { AttributeName } from '@etalage/runtime/attribute-names';
import { html, type RawHtml } from './html.js';
import { widgetAttributes } from './widget-attributes.js';

/** The three feed calls of spec §7 the `listing-feed` widget drives. */
export type FeedEndpoint = 'variant' | 'inspiration' | 'articles';

export interface FeedMoreMarkup {
  endpoint: FeedEndpoint;
  /** The id of the list element the next pages' listHtml is appended to. */
  list: string;
  /** The id of the element around the paginator (its content is replaced by the next page's paginatorHtml). */
  paginator: string;
  /** The next page: a real link, so it works without JavaScript. */
  nextUrl: string;
  /** 'Meer producten', 'Meer inspiratie', 'Meer artikelen'. */
  label: string;
  /** The polite progress text while a page loads: 'Producten laden…'. */
  loadingText: string;
}

/**
 * 'Meer producten': the `listing-feed` widget inside a paginator. Without JavaScript it is a link to the next
 * page; the widget appends that page below the cards instead. The empty status line keeps its height, so
 * the progress text and an error move nothing.
 */
export function renderFeedMore(feed: FeedMoreMarkup): RawHtml {
  return html`<div class="etl-listing-feed" ${widgetAttributes('listing-feed', { endpoint: feed.endpoint, list: feed.list, paginator: feed.paginator, loadingText: feed.loadingText })}>
<a class="etl-button etl-button--primary etl-listing-feed__more" href="${feed.nextUrl}" rel="next" ${AttributeName.NextPage}>${feed.label}</a>
<p class="etl-listing-feed__status" role="status" aria-live="polite"></p>
</div>`;
}
