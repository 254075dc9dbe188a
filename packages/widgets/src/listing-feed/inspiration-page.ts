import { renderInspirationCards, renderInspirationMore } from '@etalage/markup/client';
import type { InspirationFeedAnswer } from '@etalage/core/api';

/** The ids of an inspiration list and of the element around its 'Meer inspiratie'. */
export interface InspirationRegions {
  list: string;
  paginator: string;
  loadingText?: string;
}

export interface InspirationPageHtml {
  listHtml: string;
  paginatorHtml: string;
}

/**
 * A page of the inspiration feed as the HTML of its two regions. The answer (spec §7) has the records and
 * `nextPageUrl`, no HTML: the cards and 'Meer inspiratie' are drawn here by `@etalage/markup`, as the server draws
 * them. No store here: the feed also runs on partner pages. An answer without its list is a failed call.
 */
export function inspirationPageHtml(answer: Partial<InspirationFeedAnswer> | null | undefined, regions: InspirationRegions): InspirationPageHtml {
  if (!Array.isArray(answer?.inspirations)) throw new Error('The inspiration feed answered without inspirations');
  return {
    listHtml: renderInspirationCards(answer.inspirations).value,
    paginatorHtml: renderInspirationMore({ ...regions, nextUrl: answer.nextPageUrl }).value,
  };
}
