import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixtures.js';
import { LISTING, pageQuiet, widgetsSettled } from './helpers.js';
import { FIRST_SIGNS, INPUT_LOG, type HeardInput } from './input-log.js';

/**
 * Records every script chunk a listing page loads before any interaction (first screen, no scrolling,
 * no clicks), for the size step's listing budget (24 KB gzip since issue 15: see scripts/size.mjs).
 */
test('records the script chunks a listing page loads before any interaction', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/static/etalage/') && url.pathname.endsWith('.js')) {
      scripts.add(url.pathname.replace('/static/etalage/', 'dist/'));
    }
  });
  await page.goto(LISTING);
  // No scrolling, no pointer: the first card is in view as the page opened.
  await expect(page.locator('article[data-etl-widget="product-card"] .etl-like__button').first()).toBeVisible();
  await widgetsSettled(page);
  await page.waitForLoadState('networkidle');
  // Idle-activated widgets (product-card enhancers) load too.
  await pageQuiet(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.has('dist/embed.js')).toBe(true);
  // Issue 11: no modal code (the host, any modal) before the shopper opens one.
  expect([...scripts].filter((script) => /(^|\/)(open|modal-host|[a-z-]+-modal)-[A-Z0-9]{8}\.js$/.test(script))).toEqual([]);
  // Issue 12: no filter code before the shopper touches the filter panel (the server's panel works on its own).
  expect([...scripts].filter((script) => /(^|\/)(listing-filters|use-filtering|filters-data)-[A-Z0-9]{8}\.js$/.test(script))).toEqual([]);
  // Issue 12: the feed ('Meer producten', at the end of the list) loads its code only when the paginator comes near.
  await expect(page.locator('#paginator [data-etl-widget="listing-feed"]')).toHaveCount(1);
  expect([...scripts].filter((script) => /(^|\/)listing-feed-[A-Z0-9]{8}\.js$/.test(script))).toEqual([]);
  // Issue 15: the session client (like lookups, likes, watch status) goes through fetch: no ky client (the `api` chunk).
  expect([...scripts].filter((script) => /(^|\/)(api|http)-[A-Z0-9]{8}\.js$/.test(script))).toEqual([]);
  // The runtime prefetches every resumed widget's code at the first sign of a shopper (resume/prefetch.ts). Under
  // the whole suite's load a page of this test once heard one it was not sent (48 scripts, 52.74 KB on a fresh clone):
  // what was requested after the first sign the page heard is code for an interaction, not the page's own.
  const { firstSign, heard, started } = await page.evaluate(
    ([log, signs]) => ({
      firstSign: Math.min(...((window as unknown as Record<string, HeardInput[] | undefined>)[log] ?? []).filter((input) => signs.includes(input.type)).map((input) => input.at)),
      heard: ((window as unknown as Record<string, HeardInput[] | undefined>)[log] ?? []).map((input) => input.text),
      started: performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname.replace('/static/etalage/', 'dist/'), entry.startTime] as const),
    }),
    [INPUT_LOG, FIRST_SIGNS] as const,
  );
  const afterSign = new Set(started.filter(([, at]) => at >= firstSign).map(([path]) => path));
  const beforeInteraction = [...scripts].filter((script) => !afterSign.has(script));
  if (afterSign.size > 0) {
    console.log(`listing-chunks: ${[...afterSign].filter((script) => scripts.has(script)).length} scripts requested after the first sign of a shopper the page heard left out; it heard: ${heard.join('; ')}`);
  }
  // Resumed widgets' code loads on a touch or a first sign only: requested before either is a fault (a failed test
  // prints what the page heard).
  expect(beforeInteraction.filter((script) => /(^|\/)(card-buttons|carousel|search-overlay)-[A-Z0-9]{8}\.js$/.test(script))).toEqual([]);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/listing-chunks.json', JSON.stringify({ page: LISTING, scripts: beforeInteraction.sort() }, null, 2));
});
