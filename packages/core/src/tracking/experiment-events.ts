import type { ExperimentEvent } from '../api/types.js';

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
 * `POST {apiHost}/api/v2/experiment-event` (spec §7), the one path of the event: by beacon where the browser queues
 * one (a purchase click sends it as the page unloads), else by a keepalive fetch. A failed send is minor (spec §8):
 * swallowed. Without an event nothing is sent and the answer rejects with the required-field error naming
 * `experimentEvent` (spec §5). Only the flags' chunk sends it, and it shares no module with the API client: a module
 * shared with the client's chunks would become a chunk of its own, one more request for the listing's session code.
 * So the error's class comes, only on that path, from the API client's chunk, which exports it.
 */
export function postExperimentEvent(apiHost: string, experimentEvent: ExperimentEvent): Promise<never> | undefined {
  if (experimentEvent == null) {
    return import('../api/index.js').then(({ RequiredFieldError }) => {
      throw new RequiredFieldError('experimentEvent');
    });
  }
  const url = `${apiHost}/api/v2/experiment-event`;
  const body = JSON.stringify(experimentEvent);
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return undefined;
  } catch {
    // No beacon (or it refused): the fetch below.
  }
  if (typeof fetch === 'function') void fetch(url, { method: 'POST', credentials: 'include', keepalive: true, headers: { 'content-type': 'application/json' }, body }).catch(() => {});
  return undefined;
}
