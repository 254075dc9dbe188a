import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import { LISTING, scriptReady, widgetsSettled } from './helpers.js';
import { expectNoAxeViolations } from '../axe.js';

/** 'Vergelijkbaar uiterlijk' on product images leads to the visually-similar page. */

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

  // The order is the server's ranking (read through the test hook): the room family first (never a worse tier before
  // a better one), then the appearance score, in which the same category counts.
  const requestId = new URL(page.url()).pathname.split('/')[3]!;
  const response = await request.get(`/__test/visually-similar/${requestId}`);
  expect(response.ok()).toBe(true);
  const ranking = (await response.json()) as Ranking;
  expect(ranking.variantId).toBe(variantId);
  expect(ids).toEqual(ranking.results.map((r) => r.id));
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
  await expect(page.locator('#product-list > .etl-similar-slot .etl-similar-row')).toBeVisible();
  await action.click();
  await page.waitForURL((url) => url.pathname === href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Producten die lijken op ${name}`);
});

test("'Alleen {categorie}' asks the image search with categoryId and imageUrl and shows only the product's category", async ({ page, request }) => {
  const { name, variantId } = await productPage(page);
  await page.locator('.pd-gallery').getByRole('link', { name: `Vergelijkbaar uiterlijk als ${name}` }).click();
  await page.waitForURL(/\/products\/visually-similar\/[^/]+\/[^/?]+$/);
  const path = new URL(page.url()).pathname;
  const ranking = (await (await request.get(`/__test/visually-similar/${path.split('/')[3]}`)).json()) as Ranking;
  const image = await page.locator('.similar-head img').getAttribute('src');
  const toggle = page.getByRole('switch', { name: /^Alleen / });
  await expect(toggle).not.toBeChecked();
  await scriptReady(page);
  await expect(page.locator('[data-etl-widget="visually-similar-filter"]')).toHaveAttribute('data-etl-state', 'mounted');
  // The server's cards, marked: the list must be drawn anew, not left as it was.
  await page.locator('#product-list > article').first().evaluate((card) => card.classList.add('e2e-server-card'));

  const asked = page.waitForRequest((req) => new URL(req.url()).pathname === `/api/v2/variant/${variantId}/similarity`);
  await toggle.check();
  const call = new URL((await asked).url());
  expect(call.searchParams.get('categoryId')).toBe(String(ranking.categoryId));
  expect(call.searchParams.get('imageUrl')).toBe(image);

  await expect(page).toHaveURL(`${path}?categorie=${ranking.categoryId}`);
  await expect(page.locator('#product-list')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('#product-list > .e2e-server-card')).toHaveCount(0);
  const ids = await resultIds(page);
  // The category's own ranking, as the server's no-JavaScript page draws it for ?categorie= (the whole shelf).
  const serverFiltered = await (await request.get(`${path}?categorie=${ranking.categoryId}`)).text();
  const grid = serverFiltered.slice(serverFiltered.indexOf('id="product-list"'), serverFiltered.indexOf('</main>'));
  const serverIds = [...grid.matchAll(/<article\b[^>]*\bdata-etl-variant-id="(\d+)"/g)].map((match) => Number(match[1]));
  expect(serverIds.length).toBeGreaterThan(0);
  expect(ids).toEqual(serverIds);
  // Every card shown is of the product's category, as the API itself records each.
  const variants = (await (await request.post('/api/v2/variant/by-ids', { data: ids })).json()) as { id: number; category: { id: number } }[];
  expect(variants.map((v) => v.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  for (const variant of variants) expect(variant.category.id, `card ${variant.id}`).toBe(ranking.categoryId);
  const count = ids.length === 1 ? '1 product' : `${ids.length} producten`;
  await expect(page.locator('#results-title')).toHaveText(count);
  await expect(page.locator('.etl-visually-similar-filter [role="status"]')).toHaveText(new RegExp(`^Alleen .+: ${count}$`));
  await expect(page.locator('#product-list > article').first()).toHaveAttribute('data-etl-click-source', '16');

  // Off: every category again, the address without the filter.
  await toggle.uncheck();
  await expect(page).toHaveURL(path);
  expect(await resultIds(page)).toEqual(ranking.results.map((r) => r.id));
  await expect(toggle).toBeFocused();
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
