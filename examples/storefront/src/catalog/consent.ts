import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CONSENT_COOKIE, isBot } from '@etalage/core';
import type { ConsentSettings } from '@etalage/core/api';
import type { AppEnv } from '../context.js';
import { currentOwner } from '../identity/owner.js';

/** One row per choice made (the API's `POST /api/v2/consent` and the bar's no-JavaScript form). */
export function recordConsent(c: Context<AppEnv>, settings: ConsentSettings): void {
  const owner = currentOwner(c);
  c.get('deps').db.prepare('INSERT INTO consents (owner, essential, marketing, analytics, functional, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    owner ? `${owner.type}:${owner.id}` : null,
    settings.essential ? 1 : 0,
    settings.marketing ? 1 : 0,
    settings.analytics ? 1 : 0,
    settings.functional ? 1 : 0,
    new Date().toISOString(),
  );
}

/** The query of the footer's 'Cookie-instellingen' link: the page again, with the bar and its settings open. */
export const REOPEN_QUERY = { name: 'cookies', value: 'instellingen' } as const;

export interface CookieBarOffer {
  /** The stored `_cc` value, when the shopper reopened the bar. */
  granted?: string;
  settingsOpen: boolean;
  /** The page without the reopen query: where the no-JavaScript form returns to. */
  returnTo: string;
}

/**
 * Whether this page shows the cookie bar (spec §4): when no `_cc` choice is stored and the client is no crawler
 * (`isBot` on the user agent, as in the browser), or when the shopper asked for it with the footer's link.
 */
export function cookieBarOffer(c: Context<AppEnv>): CookieBarOffer | undefined {
  const url = new URL(c.req.url);
  const reopen = url.searchParams.get(REOPEN_QUERY.name) === REOPEN_QUERY.value;
  url.searchParams.delete(REOPEN_QUERY.name);
  const returnTo = `${url.pathname}${url.search}`;
  const granted = getCookie(c, CONSENT_COOKIE);
  if (reopen) return { granted, settingsOpen: true, returnTo };
  if (granted !== undefined || isBot(c.req.header('user-agent') ?? '')) return undefined;
  return { settingsOpen: false, returnTo };
}

/** The footer link's address for this page: the same page with the bar reopened. */
export function cookieSettingsUrl(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  url.searchParams.set(REOPEN_QUERY.name, REOPEN_QUERY.value);
  return `${url.pathname}${url.search}`;
}
