import { expect, test } from './fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { LISTING, widgetsSettled } from './helpers.js';

/** The small card ('Ook iets voor jou?', drawn in the browser) and the row layout ('Andere uitvoeringen'). */

async function productLinks(page: Page): Promise<string[]> {
  await page.goto(LISTING);
  return page.locator('#product-list > article .pc-name a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
}

/** The ids of a strip's cards, in order. */
async function cardIds(strip: Locator): Promise<number[]> {
  return strip.locator('article.product-card--small').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-etl-variant-id'))));
}

test("'Ook iets voor jou?' shows products similar to the page's product as small cards, without that product", async ({ page, request }) => {
  const links = await productLinks(page);
  // Every shopper gets it on a product page, a first visit too (own cookie jar): it needs no viewed products.
  expect(await (await request.get(links[6]!)).text()).toContain('data-etl-widget="remarketing-strip"');
  await page.goto(links[3]!);
  const element = page.locator('[data-etl-widget="remarketing-strip"]');
  const variantId = Number(await element.getAttribute('data-etl-variant-id'));
  expect(variantId).toBeGreaterThan(0);
  const strip = page.locator('.etl-remarketing-strip');
  await strip.scrollIntoViewIfNeeded();
  await expect(strip.getByRole('heading', { name: 'Ook iets voor jou?' })).toBeVisible();
  const cards = strip.locator('article.product-card--small');
  await expect(cards.first()).toBeVisible();
  // The similarity answer for the page's product (cache or service: the same list here), at most 5, never itself.
  const similar = (await (await request.get(`/api/v2/variant/${variantId}/similarity?mode=onlyAPI`)).json()) as { id: number }[];
  const expected = similar.map((v) => v.id).filter((id) => id !== variantId).slice(0, 5);
  await expect.poll(() => cardIds(strip)).toEqual(expected);
  await expect(cards.first()).toHaveAttribute('data-etl-click-source', '32');
  // Browser-drawn cards get their widgets: the like button renders and names its product.
  const name = (await cards.first().locator('.pc-name').textContent())!.trim();
  await widgetsSettled(page);
  await expect(cards.first().getByRole('button', { name: new RegExp(`^Bewaar als favoriet: ${name}`) })).toBeVisible();

  // The home page has no product of its own: its strip is similar to the product viewed last.
  await page.goto(links[5]!);
  const lastViewed = Number(await page.locator('[data-etl-widget="remarketing-strip"]').getAttribute('data-etl-variant-id'));
  await page.goto('/');
  await expect(page.locator('[data-etl-widget="remarketing-strip"]')).toHaveAttribute('data-etl-variant-id', String(lastViewed));
  await page.locator('.etl-remarketing-strip').scrollIntoViewIfNeeded();
  await expect(page.locator('.etl-remarketing-strip article.product-card--small').first()).toBeVisible();
  const homeIds = await cardIds(page.locator('.etl-remarketing-strip'));
  expect(homeIds.length).toBeLessThanOrEqual(5);
  expect(homeIds).not.toContain(lastViewed);
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
