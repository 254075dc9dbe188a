/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';

/** The offline page's texts (Dutch, for shoppers). */
export const OFFLINE_TITLE = 'Je bent offline';
export const OFFLINE_TEXT = 'Er is nu geen internetverbinding. Controleer je verbinding en probeer het opnieuw.';

/**
 * `/offline`: the page the service worker precaches and shows for a navigation without network. The same
 * for every visitor (no header with a user, no script), so a cached copy never shows someone else's data;
 * the stylesheets are precached with it.
 */
export async function offlinePage(c: Context<AppEnv>) {
  const page = (
    <html lang="nl">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${OFFLINE_TITLE} | Etalage`}</title>
        <link rel="stylesheet" href="/static/site.css" />
      </head>
      <body>
        <main id="main" class="offline-page">
          <a class="logo" href="/">
            <span class="logo-mark" aria-hidden="true">E</span>
            <span class="logo-text">Etalage</span>
          </a>
          <h1>{OFFLINE_TITLE}</h1>
          <p>{OFFLINE_TEXT}</p>
          <p>Pagina's die je eerder bekeek, laden weer zodra je online bent.</p>
          <a class="button button--primary" href="/">
            Opnieuw proberen
          </a>
        </main>
      </body>
    </html>
  );
  return c.html(`<!doctype html>${await page.toString()}`, 200, { 'cache-control': 'no-cache' });
}
