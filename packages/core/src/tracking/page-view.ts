import { pushDataLayer } from './data-layer.js';

/**
 * The event of a back-forward restore (spec §7), exactly: the same as `UI_EVENTS.customPageView` (a test checks it).
 * Kept here, not imported from the event table, so the restore listener's chunk carries no table (and no chunk split).
 */
export const CUSTOM_PAGE_VIEW_EVENT = 'customPageView';

/**
 * A back-forward restore shows the page without a load, so tag managers miss the view:
 * send `customPageView` on `pageshow` with `persisted` (spec §4). Answers the unsubscribe.
 */
export function trackBackForwardRestores(target: Window | undefined = typeof window === 'undefined' ? undefined : window): () => void {
  if (!target) return () => undefined;
  const onPageShow = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    pushDataLayer({ event: CUSTOM_PAGE_VIEW_EVENT, page_path: target.location.pathname + target.location.search, page_title: target.document.title });
  };
  target.addEventListener('pageshow', onPageShow);
  return () => target.removeEventListener('pageshow', onPageShow);
}
