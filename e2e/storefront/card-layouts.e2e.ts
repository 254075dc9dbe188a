import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import { LISTING, widgetsSettled } from './helpers.js';

/** Issue 9: the small card ('Ook iets voor jou?', drawn in the browser) and the row layout ('Andere uitvoeringen'). */

async function productLinks(page: Page): Promise<string[]> {
  await page.goto(LISTING);
  return page.locator('#product-list > article .pc-name a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
}

test("'Ook iets voor jou?' shows the products viewed before as small cards, without the page's own product", async ({ page, request }) => {
  const links = await productLinks(page);
  const none = await request.get(links[6]!); // a fresh visitor's first product page has no strip (own cookie jar)
  expect(await none.text()).not.toContain('remarketing-strip');
  for (const link of links.slice(0, 3)) await page.goto(link);
  await page.goto(links[3]!);
  const strip = page.locator('.etl-strip');
  await strip.scrollIntoViewIfNeeded();
  await expect(strip.getByRole('heading', { name: 'Ook iets voor jou?' })).toBeVisible();
  const cards = strip.locator('article.product-card--small');
  await expect(cards).toHaveCount(3);
  const hrefs = await cards.locator('.pc-name a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.sort()).toEqual(links.slice(0, 3).sort());
  // Browser-drawn cards get their widgets: the like button renders and names its product.
  const name = (await cards.first().locator('.pc-name').textContent())!.trim();
  await widgetsSettled(page);
  await expect(cards.first().getByRole('button', { name: new RegExp(`^Bewaar als favoriet: ${name}`) })).toBeVisible();

  // The home page has the strip too, and at most 5 cards.
  for (const link of links.slice(4, 8)) await page.goto(link);
  await page.goto('/');
  await page.locator('.etl-strip').scrollIntoViewIfNeeded();
  await expect(page.locator('.etl-strip article.product-card--small').first()).toBeVisible();
  await expect(page.locator('.etl-strip article')).toHaveCount(5);
});

test("the product page lists 'Andere uitvoeringen' in the row layout: description and up to 6 parameters", async ({ page }) => {
  const links = await productLinks(page);
  for (const link of links) {
    await page.goto(link);
    if ((await page.locator('#aanbiedingen').count()) > 0) break;
  }
  const rows = page.locator('#aanbiedingen article.product-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().locator('.pc-description')).not.toBeEmpty();
  const parameters = await rows.evaluateAll((list) => list.map((row) => row.querySelectorAll('.pc-param').length));
  expect(Math.max(...parameters)).toBeGreaterThan(3);
  expect(Math.max(...parameters)).toBeLessThanOrEqual(6);
});
