import { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve, sep, extname } from 'node:path';
import type { AppEnv } from '../context.js';

/** The repository root, from this file's location (examples/storefront/src/static). */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const embedDist = resolve(repoRoot, 'packages/embed/dist');
const siteCss = readFileSync(new URL('./site.css', import.meta.url), 'utf8');

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

const serviceWorker = `// Etalage storefront service worker: no offline cache, only takes control on update.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
`;

/** Static files: the page stylesheet, the built embed (404 until it is built) and the service worker. */
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
  app.get('/sw.js', (c) => c.body(serviceWorker, 200, { 'content-type': 'text/javascript; charset=utf-8', 'service-worker-allowed': '/' }));
  app.get('/favicon.ico', (c) => c.body(null, 204));
  app.get('/health', (c) => c.json({ status: 'ok' }));
  return app;
}
