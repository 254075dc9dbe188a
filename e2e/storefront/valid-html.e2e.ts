import { request, type APIRequestContext } from '@playwright/test';
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
// The worker's storefront without the browser fixtures: this test only fetches pages.
import { expect, test } from './server.js';
import { ADMIN, SHOPPER } from './helpers.js';

/**
 * Valid HTML: the W3C Nu Html Checker (vnu-jar, the checker behind the W3C's online validator) over the storefront's
 * pages as the server sends them, anonymous, logged in and as the admin, and over the widgets' markup examples
 * (`packages/widgets/dist/markup-examples.html`, from the build), in one Java run.
 *
 * The pages: a crawl from the home page along same-origin links that keeps one page per route shape (ids and slugs
 * are one shape; an anonymous page with a query string is a second), plus the pages no link reaches. Listings are
 * fetched with 12 cards (test hook `perPage`): their cards share one template.
 */

const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));
const MARKUP_EXAMPLES = resolve(import.meta.dirname, '../../packages/widgets/dist/markup-examples.html');
/** More shapes than this means a route whose slugs are not one shape yet (add it to SLUG_ROUTES). */
const MAX_SHAPES = 120;

/** Routes with a name in their path: every page of one is one shape. After ids became '#'. */
const SLUG_ROUTES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/producten\/(?!sale$|vouchers$|ruimtes$)[^/]+$/, '/producten/{category}'],
  [/^\/producten\/(sale|shop)\/[^/]+$/, '/producten/$1/{slug}'],
  [/^\/products\/visually-similar\/#\/[^/]+$/, '/products/visually-similar/#/{slug}'],
  [/^\/products\/eshop\/[^/]+\/voucher\/[^/]+$/, '/products/eshop/{slug}/voucher/{code}'],
  [/^\/(merken|artikel|price-drops|magazine\/category|star\/eshop|user\/favourites)\/[^/]+$/, '/$1/{slug}'],
];

/**
 * Pages no link of an anonymous visitor reaches, and the fullest example of some shapes (a product with reviews and
 * questions): from the seeded catalogue, fixed by its seed.
 */
const SEEDS = [
  '/',
  '/product/v/10001-bank-oslo-deluxe-linnen-naturel',
  '/product/10001/reviews',
  '/product/10001/questions',
  '/pqa/answer/1',
  '/product/1001',
  '/search?q=lamp',
  '/?q=bank',
  '/over-ons/contact/bedankt',
  '/deze-pagina-bestaat-niet',
  '/offline',
  '/producten/ruimtes',
  '/products/garden-season',
  '/price-drops/banken',
  '/eshop/1',
  '/products/eshop/loftmarkt/voucher/WOON20',
  '/user/1',
  '/star/k7m2p9x4',
  '/star/k7m2p9x4/thank-you',
  '/star/k7m2p9x4/delayed',
  '/star/k7m2p9x4/unsubscribe',
  '/app',
  '/wachtwoord/bevestiging/onbekend',
  '/register/confirmation/1/onbekend',
];

function shapeOf(url: URL, withQueries: boolean): string {
  // The footer's cookie settings link is on every page: one page with the settings open.
  if (url.searchParams.has('cookies')) return '(the cookie settings)';
  let path = url.pathname.replace(/\/[^/]*\d[^/]*(?=\/|$)/g, '/#');
  const slugRoute = SLUG_ROUTES.find(([pattern]) => pattern.test(path));
  if (slugRoute) path = path.replace(...slugRoute);
  return withQueries && url.search ? `${path}?…` : path;
}

interface FetchedPage {
  who: string;
  path: string;
  html: string;
}

/** Fetches the seeds and, with `follow`, one page of every shape their links reach. */
async function crawl(api: APIRequestContext, origin: string, who: string, seeds: readonly string[], options: { follow: boolean; withQueries: boolean }): Promise<FetchedPage[]> {
  const pages: FetchedPage[] = [];
  const shapes = new Set<string>();
  const queue = [...seeds];
  const queued = new Set(queue);
  const enqueue = (href: string, base: string) => {
    const url = new URL(href, base);
    url.searchParams.delete('perPage');
    if (url.origin !== origin || queued.has(url.pathname + url.search)) return;
    queued.add(url.pathname + url.search);
    queue.push(url.pathname + url.search);
  };
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const url = new URL(path, origin);
    const shape = shapeOf(url, options.withQueries);
    if (shapes.has(shape)) continue;
    shapes.add(shape);
    expect(shapes.size, `${who}: more than ${MAX_SHAPES} route shapes (${[...shapes].join(', ')})`).toBeLessThanOrEqual(MAX_SHAPES);
    url.searchParams.set('perPage', '12');
    const response = await api.get(url.href, { maxRedirects: 0 });
    const location = response.headers()['location'];
    if (location) {
      enqueue(location, url.href);
      continue;
    }
    if (!response.headers()['content-type']?.startsWith('text/html')) continue;
    const html = await response.text();
    pages.push({ who, path, html });
    if (!options.follow) continue;
    for (const [, href] of html.matchAll(/<a\s[^>]*?href="([^"#][^"]*)"/g)) enqueue(href!.replaceAll('&amp;', '&'), url.href);
  }
  return pages;
}

async function loggedIn(baseURL: string, account: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const answer = await api.post('/login', { form: { ...account, next: '/' }, maxRedirects: 0 });
  expect(answer.status(), `log in as ${account.email}`).toBe(303);
  return api;
}

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('the storefront pages and the markup examples are valid HTML (Nu Html Checker)', async ({ storefront }, testInfo) => {
  test.setTimeout(180_000);
  expect(existsSync(MARKUP_EXAMPLES), `${MARKUP_EXAMPLES} is written by the build: build the packages first`).toBe(true);
  const anonymous = await request.newContext({ baseURL: storefront.url });
  const shopper = await loggedIn(storefront.url, SHOPPER);
  const admin = await loggedIn(storefront.url, ADMIN);
  try {
    // A watchdog e-mail's unsubscribe link, for a subscription of its own.
    const email = `geldig-html-${Date.now()}@voorbeeld.nl`;
    expect((await anonymous.post('/api/v1/nl/watchdog/10001', { data: { email, targetPrice: null } })).ok()).toBe(true);
    const { hash } = (await (await anonymous.get(`/__test/watchdog?email=${encodeURIComponent(email)}`)).json()) as { hash: string };
    // A shopper's shared favourites, opened by someone else.
    const share = /id="share-url"[^>]*value="([^"]+)"/.exec(await (await shopper.get('/user/favourites')).text())?.[1];
    expect(share, 'the share link on the favourites page').toBeDefined();
    expect((await admin.post('/admin-mode', { form: { on: '1', next: '/' }, maxRedirects: 0 })).status()).toBe(303);

    const pages = [
      ...(await crawl(anonymous, storefront.url, 'anonymous', [...SEEDS, `/watchdog/unsubscribe/${hash}`, new URL(share!).pathname], { follow: true, withQueries: true })),
      ...(await crawl(shopper, storefront.url, 'logged in', ['/', '/user', '/user/favourites', '/user/watchdog', '/logout'], { follow: true, withQueries: false })),
      ...(await crawl(admin, storefront.url, 'admin', ['/admin/variant/10001', '/admin/variant/10001/edit', '/article/preview/20', '/producten/woonkamer'], { follow: false, withQueries: false })),
    ];
    const paths = (who: string) => pages.filter((page) => page.who === who).map((page) => page.path);
    // The crawl reaches the storefront's kinds of page (a changed link or route would otherwise go unchecked).
    expect(paths('anonymous')).toEqual(expect.arrayContaining(['/', '/producten', '/producten/woonkamer', '/inspirations', '/magazine', '/compare-products', '/login', '/registeren', '/over-ons/contact']));
    expect(paths('anonymous').length).toBeGreaterThan(60);
    expect(paths('logged in')).toEqual(expect.arrayContaining(['/', '/user', '/user/favourites', '/user/watchdog', '/logout']));
    expect(paths('logged in').length).toBeGreaterThan(40);

    const dir = testInfo.outputPath('pages');
    mkdirSync(dir, { recursive: true });
    const where = new Map<string, string>([[basename(MARKUP_EXAMPLES), 'markup examples']]);
    pages.forEach((page, index) => {
      const file = `${String(index).padStart(3, '0')}.html`;
      writeFileSync(join(dir, file), page.html);
      where.set(file, `${page.who} ${page.path}`);
    });
    copyFileSync(MARKUP_EXAMPLES, join(dir, basename(MARKUP_EXAMPLES)));

    // One run for every file: the JVM's start and warm-up are most of the time. The client compiler alone (3.5 s
    // instead of 8 s here for 136 files), with the larger stack its frames need; no language detection.
    const { stdout } = await promisify(execFile)('java', ['-Xss16m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', VNU_JAR, '--errors-only', '--no-langdetect', '--format', 'json', '--stdout', '--exit-zero-always', dir], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
    const errors = messages.map((m) => `${where.get(basename(m.url ?? '')) ?? m.url}, line ${m.lastLine}: ${m.message} (${m.type}) ${m.extract?.trim() ?? ''}`);
    expect(errors.slice(0, 40), `${errors.length} errors in ${pages.length + 1} files`).toEqual([]);
  } finally {
    await Promise.all([anonymous.dispose(), shopper.dispose(), admin.dispose()]);
  }
});
