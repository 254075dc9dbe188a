import { Hono } from 'hono';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS, serializeConsent } from '@etalage/core';
import type { ConsentSettings } from '@etalage/core/api';
import type { AppEnv } from '../context.js';
import { safeNext } from '../auth/cookies.js';
import { recordConsent } from '../catalog/consent.js';

const OPTIONAL = ['functional', 'analytics', 'marketing'] as const;

/**
 * The cookie bar without JavaScript: its form posts here (`keuze` = alles | noodzakelijk | selectie, with the
 * ticked `categorie` boxes for a selection, `terug` the page). The choice is checked, stored as `_cc` for 365 days
 * (readable by the page's script, as the widget writes it too), recorded, and the shopper goes back (303).
 */
export function consentPageRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/cookie-consent', async (c) => {
    const form = await c.req.parseBody({ all: true });
    const choice = form.keuze;
    if (choice !== 'alles' && choice !== 'noodzakelijk' && choice !== 'selectie') {
      return c.text('Ongeldige keuze: kies alles, noodzakelijk of selectie.', 400);
    }
    const raw = form.categorie;
    const ticked = new Set((Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((value): value is string => typeof value === 'string'));
    if ([...ticked].some((value) => !(OPTIONAL as readonly string[]).includes(value))) {
      return c.text('Ongeldige categorie: functional, analytics of marketing.', 400);
    }
    const grant = (category: (typeof OPTIONAL)[number]) => choice === 'alles' || (choice === 'selectie' && ticked.has(category));
    const settings: ConsentSettings = { essential: true, functional: grant('functional'), analytics: grant('analytics'), marketing: grant('marketing') };
    // Written by hand: hono's setCookie would percent-encode the pipes of 'analytics|essential'.
    const maxAge = CONSENT_COOKIE_DAYS * 86_400;
    const expires = new Date(Date.now() + maxAge * 1000).toUTCString();
    c.header('Set-Cookie', `${CONSENT_COOKIE}=${serializeConsent(settings)}; Path=/; Expires=${expires}; Max-Age=${maxAge}; SameSite=Lax`, { append: true });
    recordConsent(c, settings);
    return c.redirect(safeNext(form.terug), 303);
  });
  return app;
}
