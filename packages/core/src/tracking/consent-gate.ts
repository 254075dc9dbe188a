/**
 * Dispatched on `document` by `writeConsent` once a choice is stored, so code that waits for a category (the page
 * chrome's attribution) runs at once. Here, beside the gate, so such code needs no cookie module for it.
 */
export const CONSENT_EVENT = 'etalage:consent';

/** The cookie bar's element: while it is on the page and no choice is stored, the shopper has not answered yet. */
export const COOKIE_BAR_SELECTOR = '[data-etl-widget="cookie-bar"]';

/**
 * Whether analytics (data-layer events, impressions) may run (spec §4, §9): the stored `_cc` choice decides
 * when there is one; without one, nothing is tracked while the cookie bar asks. A page without a cookie bar and
 * without a choice (a partner page that manages consent itself, a crawler the server showed no bar) is not
 * gated here. Read on every event, so a choice made on the page counts at once. It reads the cookie itself
 * rather than through `readConsent`, so the tracking chunks pull in no cookie module (their preload lists,
 * kept in the entry, stay as they were).
 */
export function analyticsAllowed(): boolean {
  return consentAllowed('analytics');
}

/**
 * The same gate for any category: the stored `_cc` choice, or, without one, 'not asked on this page' (no cookie
 * bar). The page chrome's attribution cookies wait for 'marketing' through it.
 */
export function consentAllowed(category: 'analytics' | 'marketing' | 'functional'): boolean {
  try {
    if (typeof document === 'undefined') return true;
    const stored = /(?:^|;)\s*_cc=([^;]*)/.exec(document.cookie);
    if (stored) return decodeURIComponent(stored[1]!).split('|').includes(category);
    return document.querySelector(COOKIE_BAR_SELECTOR) === null;
  } catch {
    return false;
  }
}
