import { readConsent } from '../cookies/consent.js';

/** The cookie bar's element: while it is on the page and no choice is stored, the shopper has not answered yet. */
export const COOKIE_BAR_SELECTOR = '[data-etl-widget="cookie-bar"]';

/**
 * Whether analytics (data-layer events, impressions) may run (spec §4, §9): the stored `_cc` choice decides
 * when there is one; without one, nothing is tracked while the cookie bar asks. A page without a cookie bar and
 * without a choice (a partner page that manages consent itself, a crawler the server showed no bar) is not
 * gated here. Read on every event, so a choice made on the page counts at once.
 */
export function analyticsAllowed(): boolean {
  const consent = readConsent();
  if (consent) return consent.analytics;
  try {
    return typeof document === 'undefined' || document.querySelector(COOKIE_BAR_SELECTOR) === null;
  } catch {
    return false;
  }
}
