import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { BANNER_SEEN_COOKIE, BANNER_SEEN_COOKIE_DAYS } from '@etalage/core';
import type { AppEnv } from '../context.js';
import { safeNext } from '../auth/cookies.js';
import { simplePage } from './render.js';
import { BANNER_CLOSE_ACTION, COUNTRY_SITES, seenBanners } from '../catalog/page-chrome.js';

/**
 * The page chrome without JavaScript: the banner strip's close form (records the ident in the seen cookie, as the
 * widget does, and goes back with 303) and the footer country switch's form (goes to the chosen site).
 */
export function pageChromeRoutes() {
  const app = new Hono<AppEnv>();
  app.post(BANNER_CLOSE_ACTION, async (c) => {
    const form = await c.req.parseBody();
    const ident = typeof form.ident === 'string' && /^\d{1,9}$/.test(form.ident) ? Number(form.ident) : undefined;
    if (ident === undefined) return c.text('Ongeldige banner.', 400);
    const seen = seenBanners(getCookie(c, BANNER_SEEN_COOKIE));
    if (!seen.includes(ident)) seen.push(ident);
    // Written by hand, as the widget writes it: the semicolons percent-encoded, readable by the page's script.
    const maxAge = BANNER_SEEN_COOKIE_DAYS * 86_400;
    c.header('Set-Cookie', `${BANNER_SEEN_COOKIE}=${encodeURIComponent(seen.join(';'))}; Path=/; Max-Age=${maxAge}; SameSite=Lax`, { append: true });
    return c.redirect(safeNext(form.terug), 303);
  });
  app.get('/land', (c) => {
    const site = COUNTRY_SITES.find((candidate) => candidate.url === c.req.query('site'));
    return site ? c.redirect(site.url, 303) : c.text('Onbekend land.', 400);
  });
  // Where the app-install banner's link goes when the browser offers no install prompt.
  app.get('/app', (c) =>
    simplePage(c, 'De Etalage-app', ['Vergelijk sneller en heb je favorieten altijd bij de hand: installeer Etalage op het beginscherm van je telefoon.']),
  );
  return app;
}
