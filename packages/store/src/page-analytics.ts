import { pushTrackingUser, trackBackForwardRestores } from '@etalage/core/tracking';
import type { EtalageStore } from './create-store.js';

let stopRestores: (() => void) | null = null;

/**
 * The page's own analytics, once per page (started at idle by the every-page `update-prompt` enhancer, in its chunk): a
 * back-forward restore sends `customPageView` (spec §7), and a logged-in shopper's tracking user (spec §3,
 * hashed e-mail only) goes to the data layer. Both go through `pushDataLayer`, so nothing leaves the page
 * without analytics consent.
 */
export function startPageAnalytics(store: EtalageStore): void {
  if (stopRestores) return;
  stopRestores = trackBackForwardRestores();
  // The session decodes the login token first (startSession): push the user once it is known.
  if (store.getState().userLoaded) pushTrackingUser(store.getState().user);
  else {
    const unsubscribe = store.subscribe((state) => {
      if (!state.userLoaded) return;
      unsubscribe();
      pushTrackingUser(state.user);
    });
  }
}

/** Tests only: removes the listener and lets the next `startPageAnalytics` run again. */
export function resetPageAnalytics(): void {
  stopRestores?.();
  stopRestores = null;
}
