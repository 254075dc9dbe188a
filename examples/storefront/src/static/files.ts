import { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { resolve, sep, extname } from 'node:path';
import type { AppEnv } from '../context.js';

/** The repository root, from this file's location (examples/storefront/src/static). */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const embedDist = resolve(repoRoot, 'packages/embed/dist');
const require = createRequire(import.meta.url);

/**
 * The page stylesheet with each `@import '<package>/<file>.css';` line replaced by that file (the product card's, from
 * @etalage/markup): still one stylesheet, and the imported rules keep their place in the cascade.
 */
function inlineCssImports(css: string): string {
  return css.replace(/^@import '([^']+\.css)';$/gm, (_, specifier: string) => readFileSync(require.resolve(specifier), 'utf8'));
}

const siteCss = inlineCssImports(readFileSync(new URL('./site.css', import.meta.url), 'utf8'));

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};


/** Static files: the page stylesheet, the built embed and the service worker (404 until they are built). */
export function staticRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/static/site.css', (c) => c.body(siteCss, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }));
  app.get('/static/etalage/*', async (c) => {
    const relative = decodeURIComponent(c.req.path.slice('/static/etalage/'.length));
    const file = resolve(embedDist, relative);
    const type = types[extname(file)];
    if (!file.startsWith(embedDist + sep) || !type) return c.notFound();
    try {
      const body = await readFile(file);
      return c.body(body, 200, { 'content-type': type, 'cache-control': 'no-cache' });
    } catch {
      return c.notFound();
    }
  });
  // The service worker (packages/embed/src/sw, built to dist/sw.js): never cached by HTTP, so an update is found
  // on the next check; allowed to control the whole origin.
  app.get('/sw.js', async (c) => {
    try {
      const body = await readFile(resolve(embedDist, 'sw.js'));
      return c.body(body, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache, no-store, must-revalidate', 'service-worker-allowed': '/' });
    } catch {
      return c.notFound();
    }
  });
  app.get('/favicon.ico', (c) => c.body(null, 204));
  app.get('/health', (c) => c.json({ status: 'ok' }));
  return app;
}
