import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixtures.js';
import { LISTING, pageQuiet, widgetsSettled } from './helpers.js';
import { FIRST_SIGNS, heardInputs } from './input-log.js';

/**
 * Records every script chunk a listing page loads before any interaction (first screen, no scrolling,
 * no clicks), for the size step's listing budget (24 KB gzip: see scripts/size.mjs).
 */
test('records the script chunks a listing page loads before any interaction', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/static/etalage/') && url.pathname.endsWith('.js')) {
      scripts.add(url.pathname.replace('/static/etalage/', 'dist/'));
    }
  });
  // Measured again (three loads at most) when a load was not the page's own: the page heard a first sign of a shopper
  // that no test sent (the runtime then prefetches every resumed widget's code: once, under the whole suite's load, 48
  // scripts, 52.74 KB), or a like count changed between its render and its lookup (that button renders, see
  // resume.e2e.ts). The log says which.
  for (let load = 1; ; load += 1) {
    scripts.clear();
    if (load === 1) await page.goto(LISTING);
    else await page.reload();
    // No scrolling, no pointer: the first card is in view as the page opened.
    await expect(page.locator('article[data-etl-widget="product-card"] .etl-like-button__button').first()).toBeVisible();
    await widgetsSettled(page);
    await page.waitForLoadState('networkidle');
    // Idle-activated widgets load too (the enhancers of the cards in view have by now).
    await pageQuiet(page);
    await page.waitForLoadState('networkidle');
    const heard = await heardInputs(page);
    const signs = heard.filter((input) => FIRST_SIGNS.includes(input.type));
    const rendered = [...scripts].filter((script) => /(^|\/)card-buttons-[A-Z0-9]{8}\.js$/.test(script));
    if (signs.length === 0 && rendered.length === 0) break;
    console.log(`listing-chunks: load ${load} not the page's own (${signs.length} first signs, ${rendered.length ? 'the card buttons rendered' : 'no button rendered'}); the page heard: ${heard.map((input) => input.text).join('; ')}`);
    expect(load, 'three loads in a row that were not the page\'s own').toBeLessThan(3);
  }
  expect(scripts.has('dist/embed.js')).toBe(true);
  // No modal code (the host, any modal) before the shopper opens one.
  expect([...scripts].filter((script) => /(^|\/)(open|modal-host|[a-z-]+-modal)-[A-Z0-9]{8}\.js$/.test(script))).toEqual([]);
  // No filter code before the shopper touches the filter panel (the server's panel works on its own).
  expect([...scripts].filter((script) => /(^|\/)(listing-filters|use-filtering|filters-data)-[A-Z0-9]{8}\.js$/.test(script))).toEqual([]);
  // The feed ('Meer producten', at the end of the list) loads its code only when the paginator comes near.
  await expect(page.locator('#paginator [data-etl-widget="listing-feed"]')).toHaveCount(1);
  expect([...scripts].filter((script) => /(^|\/)listing-feed-[A-Z0-9]{8}\.js$/.test(script))).toEqual([]);
  // The session client (like lookups, likes, watch status) goes through fetch: no ky client (the `api` chunk).
  expect([...scripts].filter((script) => /(^|\/)(api|http)-[A-Z0-9]{8}\.js$/.test(script))).toEqual([]);
  // The carousel's and the search overlay's code load on a touch or a first sign only (a failed test prints what the
  // page heard).
  expect([...scripts].filter((script) => /(^|\/)(carousel|search-overlay)-[A-Z0-9]{8}\.js$/.test(script))).toEqual([]);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/listing-chunks.json', JSON.stringify({ page: LISTING, scripts: [...scripts].sort() }, null, 2));
});
