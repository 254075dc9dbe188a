import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { collectConsoleErrors, LISTING, scriptReady, widgetsSettled } from './helpers.js';

/**
 * The embed's files as a host or CDN serves them: cache headers, the browser's cache on a second
 * visit, and a page that pins the versioned embed with the manifest's SRI hash (scripts/embed-manifest.mjs).
 */
interface Manifest {
  version: string;
  files: Record<string, { integrity: string; cache: 'immutable' | 'revalidate' }>;
}

// The service worker answers the precached stylesheet itself (its fetch revalidates, out of the page's sight):
// service-worker.e2e.ts covers it; here the page talks to the server.
test.use({ serviceWorkers: 'block' });

const IMMUTABLE = 'public, max-age=31536000, immutable';
const LOADER_TAG = /<script type="module" src="\/static\/etalage\/embed\.js" nonce="([^"]+)"><\/script>/;
const STYLESHEET_TAG = '<link rel="stylesheet" href="/static/etalage/etalage.css"/>';

/** What a host does: read the manifest of the build it serves. */
async function manifestOf(page: Page): Promise<Manifest> {
  const response = await page.request.get('/static/etalage/manifest.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Manifest;
}

/**
 * Serves `path` with the storefront's own page (its CSP, nonce and `strict-dynamic` kept), the embed's script tag
 * and stylesheet pointing at the versioned copy with these SRI values.
 */
async function pinEmbed(page: Page, path: string, version: string, integrity: { script: string; stylesheet: string }): Promise<void> {
  await page.route((url) => url.pathname === path, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toMatch(LOADER_TAG);
    expect(html).toContain(STYLESHEET_TAG);
    const pinned = html
      .replace(LOADER_TAG, (_, nonce: string) => `<script type="module" src="/static/etalage/${version}/embed.js" integrity="${integrity.script}" nonce="${nonce}"></script>`)
      .replace(STYLESHEET_TAG, `<link rel="stylesheet" href="/static/etalage/${version}/etalage.css" integrity="${integrity.stylesheet}"/>`);
    await route.fulfill({ response, body: pinned });
  });
}

/** The `/static/etalage/` scripts a page requested, by path. */
function recordEmbedScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/static/etalage/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

test('the loader and the stylesheet are revalidated, chunks and versioned paths cached for a year', async ({ page }) => {
  const responses = new Map<string, Response>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/static/etalage/')) responses.set(pathname, response);
  });
  // Chromium's own view of the second visit: the status on the wire (304 for a revalidation, which the response
  // event reports as the cached 200) and whether the HTTP cache answered without the server.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const received = new Map<string, { pathname: string; status: number; fromCache: boolean }>();
  const wireStatus = new Map<string, number>();
  let recording = false;
  // Blink's memory cache reports itself apart from the HTTP cache; the events come in any order.
  const fromMemory = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => void fromMemory.add(requestId));
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => void wireStatus.set(requestId, statusCode));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const { pathname } = new URL(response.url);
    if (recording && pathname.startsWith('/static/etalage/')) received.set(requestId, { pathname, status: response.status, fromCache: response.fromDiskCache ?? false });
  });
  /** By path: the status on the wire (none when the cache answered) and whether the cache did. */
  const secondVisit = () =>
    new Map(
      [...received].map(([id, answer]) => {
        const fromCache = answer.fromCache || fromMemory.has(id);
        return [answer.pathname, { status: fromCache ? answer.status : (wireStatus.get(id) ?? -1), fromCache }];
      }),
    );

  await page.goto(LISTING);
  await scriptReady(page);
  const manifest = await manifestOf(page);

  for (const path of ['/static/etalage/embed.js', '/static/etalage/etalage.css']) {
    const response = responses.get(path);
    expect(response, path).toBeDefined();
    const headers = await response!.allHeaders();
    expect(headers['cache-control'], path).toBe('no-cache');
    expect(headers.etag, path).toMatch(/^(W\/)?"[\w-]+"$/);
  }
  const chunks = [...responses.keys()].filter((path) => path.startsWith('/static/etalage/chunks/'));
  expect(chunks.length).toBeGreaterThan(3);
  for (const path of chunks) {
    expect(manifest.files[path.slice('/static/etalage/'.length)]?.cache, path).toBe('immutable');
    expect((await responses.get(path)!.allHeaders())['cache-control'], path).toBe(IMMUTABLE);
  }
  for (const path of [`/static/etalage/${manifest.version}/embed.js`, `/static/etalage/${manifest.version}/etalage.css`, `/static/etalage/${manifest.version}/${chunks[0]!.slice('/static/etalage/'.length)}`]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(IMMUTABLE);
  }
  expect((await page.request.get('/static/etalage/0.0.0-other/embed.js')).status()).toBe(404);

  // A second visit: the loader and the stylesheet come back as 304, no chunk goes to the server.
  recording = true;
  await page.goto(LISTING);
  await scriptReady(page);
  await page.waitForLoadState('networkidle');
  const answers = secondVisit();
  expect(answers.get('/static/etalage/embed.js')).toEqual({ status: 304, fromCache: false });
  expect(answers.get('/static/etalage/etalage.css')).toEqual({ status: 304, fromCache: false });
  const chunksAgain = [...answers].filter(([path]) => path.startsWith('/static/etalage/chunks/'));
  expect(chunksAgain.length).toBeGreaterThan(3);
  expect(chunksAgain.filter(([, answer]) => !answer.fromCache || answer.status !== 200)).toEqual([]);
});

test("a page that pins the versioned embed with the manifest's SRI hash, under the page's nonce and strict-dynamic, mounts its widgets", async ({ page }) => {
  await page.goto('/health');
  const manifest = await manifestOf(page);
  await pinEmbed(page, LISTING, manifest.version, { script: manifest.files['embed.js']!.integrity, stylesheet: manifest.files['etalage.css']!.integrity });
  const scripts = recordEmbedScripts(page);
  await page.goto(LISTING);
  await scriptReady(page);
  expect(await page.evaluate(() => window.Etalage!.version)).toBe(manifest.version);
  // The buttons of the first card are live (the runtime marks a mounted element).
  await expect(page.locator('article[data-etl-widget="product-card"]').first()).toHaveAttribute('data-etl-state', 'mounted');
  await expect(page.locator('article[data-etl-widget="product-card"] .etl-like-button__button').first()).toBeVisible();
  await widgetsSettled(page);
  // The entry's relative imports resolve under the versioned path: nothing from the loader's.
  expect(scripts[0]).toBe(`/static/etalage/${manifest.version}/embed.js`);
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((path) => !path.startsWith(`/static/etalage/${manifest.version}/`))).toEqual([]);
  // The pinned stylesheet applied.
  expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith('/etalage.css') && sheet.cssRules.length > 0))).toBe(true);
});

test('a wrong SRI hash makes the browser refuse the versioned embed', async ({ page }) => {
  await page.goto('/health');
  const manifest = await manifestOf(page);
  // The hash of another file of the same build: well-formed, and wrong for embed.js.
  await pinEmbed(page, LISTING, manifest.version, { script: manifest.files['partner/partner.js']!.integrity, stylesheet: manifest.files['etalage.css']!.integrity });
  const scripts = recordEmbedScripts(page);
  const refused = page.waitForEvent('console', (message) => message.type() === 'error' && /integrity/i.test(message.text()) && message.text().includes('/embed.js'));
  await page.goto(LISTING);
  await refused;
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => window.Etalage)).toBeUndefined();
  // Nothing ran: no chunk was requested, no widget mounted.
  expect(scripts).toEqual([`/static/etalage/${manifest.version}/embed.js`]);
  await expect(page.locator('[data-etl-state="mounted"]')).toHaveCount(0);
});

test("a partner shop on another origin pins the versioned partner bundle with the manifest's SRI hash", async ({ page, storefront }) => {
  await page.goto('/health');
  const manifest = await manifestOf(page);
  const loader = `<script type="module" src="${storefront.url}/static/etalage/partner/partner.js"></script>`;
  // A fulfilled document has no address, so Chromium takes it for the public internet and asks before it reaches
  // the loopback storefront (Local Network Access); the real partner page is served from localhost.
  await page.context().grantPermissions(['local-network-access'], { origin: storefront.partnerUrl });
  await page.route(`${storefront.partnerUrl}/`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain(loader);
    const pinned = `<script type="module" src="${storefront.url}/static/etalage/${manifest.version}/partner/partner.js" integrity="${manifest.files['partner/partner.js']!.integrity}" crossorigin="anonymous"></script>`;
    await route.fulfill({ response, body: html.replace(loader, pinned) });
  });
  const errors = collectConsoleErrors(page);
  await page.goto(`${storefront.partnerUrl}/`);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  const list = page.locator('[data-etl-widget="review-list"]');
  await expect(list.locator('.etl-review-list')).toBeVisible();
  // The bundle's stylesheet comes from next to it: the versioned copy.
  expect(await list.evaluate((element) => element.shadowRoot?.querySelector('link[rel="stylesheet"]')?.getAttribute('href'))).toBe(`${storefront.url}/static/etalage/${manifest.version}/partner/partner.css`);
});
