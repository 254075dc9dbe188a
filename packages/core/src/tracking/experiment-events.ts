import type { ExperimentEvent } from '../api/types.js';
import { requireFields } from '../errors.js';

/**
 * The `experiment-event` of an experiment's variation shown to the shopper (params: `ex`, as `viewed-experiments`
 * takes it). Ours: the spec gives the event a name and params without naming the events. Conversions carry their
 * own names and the page's experiments in `params.experiments` (FeatureFlags.reportConversion).
 */
export const EXPERIMENT_VIEWED_EVENT = 'experiment_viewed';

/**
 * The conversions the widgets report (names of our own: the spec's `experiment-event` takes any name), through the
 * store's `reportConversion`, which the flags serve once loaded.
 */
export type ConversionName = 'purchase_click' | 'like' | 'comparison_add' | 'watchdog_subscribe';

/**
 * `POST {apiHost}/api/v2/experiment-event` (spec §7), by beacon where the browser queues one (a purchase click sends
 * it as the page unloads), else by a keepalive fetch. Only the flags' chunk sends it, with its own names: it imports
 * nothing of the API client (a module shared with the client's chunks would become a chunk of its own, one more
 * request for the listing's session code). The one path that sends the event: a missing event raises the
 * required-field error (spec §5) and nothing is sent; a failed send is minor (spec §8): swallowed.
 */
export function postExperimentEvent(apiHost: string, experimentEvent: ExperimentEvent): void {
  requireFields({ experimentEvent });
  const url = `${apiHost}/api/v2/experiment-event`;
  const body = JSON.stringify(experimentEvent);
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // No beacon (or it refused): the fetch below.
  }
  if (typeof fetch !== 'function') return;
  void fetch(url, { method: 'POST', credentials: 'include', keepalive: true, headers: { 'content-type': 'application/json' }, body }).catch(() => {});
}
