import { pushTrackingUser, trackBackForwardRestores } from '@etalage/core/tracking';
import type { EtalageStore } from './create-store.js';

let started = false;

/**
 * The page's own analytics, once per page (a chunk of its own, started after the user is known): a
 * back-forward restore sends `customPageView` (spec §7), and a logged-in shopper's tracking user (spec §3,
 * hashed e-mail only) goes to the data layer. Both go through `pushDataLayer`, so nothing leaves the page
 * without analytics consent.
 */
export function startPageAnalytics(store: EtalageStore): void {
  if (started) return;
  started = true;
  trackBackForwardRestores();
  pushTrackingUser(store.getState().user);
}

/** Tests only: lets the next `startPageAnalytics` run again. */
export function resetPageAnalytics(): void {
  started = false;
}
