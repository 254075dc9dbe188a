import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { LISTING, pageQuiet, widgetsSettled } from './helpers.js';

/**
 * The flags stay live (spec §7, §9): the features answer offers the stream (`x-sse-support: enabled`), the page opens
 * `/sub/{clientKey}`, and a flag the server changes reaches the open page without a reload or another fetch.
 */

const FLAG = 'similar-row-max-cards';

/** The similar row of the listing's first card, opened or closed by a click on the card itself (its shop name). */
const toggleRow = (page: Page) => page.locator('#product-list > article').first().locator('.pc-shop').click();
const rowCards = (page: Page): Locator => page.locator('#product-list > .etl-similar-slot .etl-similar-row article[data-etl-widget="product-card"]');

test('a flag changed on the server reaches the open page over the stream: the similar row shows its new length', async ({ page }) => {
  const featureFetches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/features/')) featureFetches.push(request.url());
  });
  const stream = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/sub/'));
  await page.goto(LISTING);
  await widgetsSettled(page);
  await pageQuiet(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // The similar row reads the A/B test's flag: the flags load, and with them the stream opens.
  await toggleRow(page);
  await expect(rowCards(page).first()).toBeVisible();
  expect([12, 6]).toContain(await rowCards(page).count());
  expect((await stream).headers().accept).toContain('text/event-stream');
  expect(featureFetches).toHaveLength(1);

  try {
    const changed = await page.request.post('/__test/features', { data: { key: FLAG, definition: { defaultValue: 2 } } });
    expect(changed.ok()).toBe(true);
    await expect(async () => {
      await toggleRow(page);
      await expect(rowCards(page)).toHaveCount(0);
      await toggleRow(page);
      await expect(rowCards(page).first()).toBeVisible();
      expect(await rowCards(page).count()).toBe(2);
    }).toPass();
  } finally {
    await page.request.post('/__test/features', { data: { key: FLAG } });
  }
  // The same document, and no second fetch of the features: the change came by the stream.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(featureFetches).toHaveLength(1);
});
