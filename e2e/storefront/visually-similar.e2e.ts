import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import { LISTING, widgetsSettled } from './helpers.js';
import { expectNoAxeViolations } from '../axe.js';

/** Issue 10, point 4: 'Vergelijkbaar uiterlijk' on product images leads to the visually-similar page. */

interface Ranking {
  requestId: string;
  variantId: number;
  categoryId: number;
  results: { id: number; categoryId: number; tier: number; appearance: number }[];
}

/** A product page reached from the listing (no ids written into the test). */
async function productPage(page: Page): Promise<{ name: string; variantId: number }> {
  await page.goto(LISTING);
  const first = page.locator('#product-list > article').nth(2);
  const variantId = Number(await first.getAttribute('data-etl-variant-id'));
  await first.locator('.pc-name a').click();
  await page.waitForURL(/\/product\/v\//);
  const name = (await page.locator('h1.pd-title').textContent())!.trim();
  return { name, variantId };
}

const resultIds = (page: Page) =>
  page.locator('#product-list > article').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-etl-variant-id'))));

test('the product page\'s image action leads to products that look like it, ranked as the server ranks them', async ({ page, request }) => {
  const { name, variantId } = await productPage(page);
  const action = page.locator('.pd-gallery').getByRole('link', { name: `Vergelijkbaar uiterlijk als ${name}` });
  await expect(action).toBeVisible();
  await action.click();
  await page.waitForURL(/\/products\/visually-similar\/[^/]+\/[^/]+$/);

  await expect(page).toHaveTitle(`Producten die lijken op ${name} | Etalage`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Producten die lijken op ${name}`);
  await expect(page.locator('.similar-head img')).toHaveAttribute('alt', name);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(name);

  const ids = await resultIds(page);
  expect(ids.length).toBeGreaterThanOrEqual(12);
  expect(ids).not.toContain(variantId);
  // The cards are the listing's cards, with the visually-similar click source (16).
  await expect(page.locator('#product-list > article').first()).toHaveAttribute('data-etl-click-source', '16');

  // The order is the server's ranking (read through the test hook), and the shelf comes first: the source's own
  // category before any other, never a worse tier before a better one.
  const requestId = new URL(page.url()).pathname.split('/')[3]!;
  const response = await request.get(`/__test/visually-similar/${requestId}`);
  expect(response.ok()).toBe(true);
  const ranking = (await response.json()) as Ranking;
  expect(ranking.variantId).toBe(variantId);
  expect(ids).toEqual(ranking.results.map((r) => r.id));
  expect(ranking.results[0]!.categoryId).toBe(ranking.categoryId);
  const tiers = ranking.results.map((r) => r.tier);
  expect(tiers).toEqual([...tiers].sort((a, b) => b - a));
  const firstTier = ranking.results.filter((r) => r.tier === tiers[0]).map((r) => r.appearance);
  expect(firstTier).toEqual([...firstTier].sort((a, b) => b - a));
});

test('a card\'s image action is a plain link to the page of that card, and does not open the similar row', async ({ page }) => {
  await page.goto(LISTING);
  const card = page.locator('#product-list > article').first();
  await card.scrollIntoViewIfNeeded();
  const name = (await card.locator('.pc-name').textContent())!.trim();
  const action = card.getByRole('link', { name: `Vergelijkbaar uiterlijk als ${name}` });
  const href = await action.getAttribute('href');
  expect(href).toMatch(/^\/products\/visually-similar\/\d+-0\/[a-z0-9-]+$/);
  // The card's own click (the similar-products row, as a click on the card's shop name opens it) ignores the link.
  await widgetsSettled(page);
  await action.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault(), { once: true }));
  await action.click();
  // Then a click on the card itself toggles the row: it opens, so the link's click had not opened it.
  await card.locator('.pc-shop').click();
  await expect(page.locator('#product-list > .etl-similar-slot .etl-similar')).toBeVisible();
  await action.click();
  await page.waitForURL((url) => url.pathname === href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Producten die lijken op ${name}`);
});

test('the visually-similar page passes axe-core (WCAG 2 A and AA)', async ({ page }) => {
  test.setTimeout(60_000);
  const { name } = await productPage(page);
  await page.locator('.pd-gallery').getByRole('link', { name: `Vergelijkbaar uiterlijk als ${name}` }).click();
  await page.waitForURL(/\/products\/visually-similar\//);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
});

test('the page renders on the server: without JavaScript the cards are there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { name } = await productPage(page);
  await page.locator('.pd-gallery').getByRole('link', { name: `Vergelijkbaar uiterlijk als ${name}` }).click();
  await page.waitForURL(/\/products\/visually-similar\//);
  expect((await resultIds(page)).length).toBeGreaterThanOrEqual(12);
  await context.close();
});

test('an unknown request is the Dutch 404 page; a wrong slug moves to the right one', async ({ page, request }) => {
  for (const path of ['/products/visually-similar/99999999-0/bestaat-niet', '/products/visually-similar/abc/bank', '/products/visually-similar/10001-99/bank']) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    await expect(page.getByText('Sorry, deze pagina bestaat niet (meer).')).toBeVisible();
  }
  await page.goto(LISTING);
  const href = (await page.locator('#product-list .pc-similar').first().getAttribute('href'))!;
  const wrong = href.replace(/\/[^/]+$/, '/verkeerde-naam');
  const moved = await request.get(wrong, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(href);
});
