import type { ConsentCategory, ConsentSettings } from '../api/types.js';
import { readCookie, writeCookie } from './cookie.js';
import { CONSENT_EVENT } from '../tracking/consent-gate.js';

export { CONSENT_EVENT };

export const CONSENT_COOKIE = '_cc';
export const CONSENT_COOKIE_DAYS = 365;
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['analytics', 'essential', 'functional', 'marketing'];

/** Sorted, pipe-joined granted categories (spec §4), e.g. 'analytics|essential'. */
export function serializeConsent(settings: ConsentSettings): string {
  return CONSENT_CATEGORIES.filter((category) => settings[category] === true)
    .slice()
    .sort()
    .join('|');
}

export function parseConsent(value: string): ConsentSettings {
  const granted = new Set(value.split('|').map((part) => part.trim()));
  return {
    essential: granted.has('essential'),
    marketing: granted.has('marketing'),
    analytics: granted.has('analytics'),
    functional: granted.has('functional'),
  };
}

/** The stored consent, or null when the shopper has not answered the cookie bar yet. */
export function readConsent(): ConsentSettings | null {
  const value = readCookie(CONSENT_COOKIE);
  return value === undefined ? null : parseConsent(value);
}

export function writeConsent(settings: ConsentSettings): void {
  writeCookie(CONSENT_COOKIE, serializeConsent(settings), { days: CONSENT_COOKIE_DAYS });
  try {
    document.dispatchEvent(new CustomEvent(CONSENT_EVENT));
  } catch {
    // no document (server) or a refused event: nothing waits then
  }
}

/** The cookie bar shows only when no consent is stored and the client is not a bot (spec §4). */
export function shouldShowCookieBar(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return readConsent() === null && !isBot(userAgent);
}

const BOT_PATTERN = /bot|crawl|spider|slurp|lighthouse|headlesschrome|facebookexternalhit|bingpreview/i;

export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
