import { createImpressionTracker, type ImpressionTracker } from '@etalage/core/tracking';
import { getStore } from '@etalage/store/store';

let tracker: ImpressionTracker | undefined;

/** One impression buffer per page, flushed by beacon when the page is hidden. */
export function pageImpressionTracker(): ImpressionTracker {
  if (!tracker) {
    const { project, trackingHost } = getStore().getState().config;
    tracker = createImpressionTracker({ project, trackingHost });
  }
  return tracker;
}
