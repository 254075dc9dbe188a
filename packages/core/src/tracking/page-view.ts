import { trackCustomPageView } from './events.js';

/**
 * A back-forward restore shows the page without a load, so tag managers miss the view:
 * send `customPageView` on `pageshow` with `persisted` (spec §4). Answers the unsubscribe.
 */
export function trackBackForwardRestores(target: Window | undefined = typeof window === 'undefined' ? undefined : window): () => void {
  if (!target) return () => undefined;
  const onPageShow = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    trackCustomPageView({ page_path: target.location.pathname + target.location.search, page_title: target.document.title });
  };
  target.addEventListener('pageshow', onPageShow);
  return () => target.removeEventListener('pageshow', onPageShow);
}
