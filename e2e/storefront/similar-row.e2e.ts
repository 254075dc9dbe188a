import { expect, test } from './fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { LISTING, pageQuiet, variantIdOf, widgetsSettled } from './helpers.js';
import { expectNoAxeViolations } from '../axe.js';

/** A click on a card opens the similar-products row right after the card's grid row. */

const grid = (page: Page) => page.locator('#product-list');
const slot = (page: Page) => page.locator('#product-list > .etl-similar-slot');

/** The n-th card of the listing's grid itself (the open row has cards of its own). */
async function card(page: Page, index: number): Promise<Locator> {
  const article = page.locator('#product-list > article').nth(index);
  await article.scrollIntoViewIfNeeded();
  return article;
}

/** A click on the card itself: its shop name is text, not a control. */
async function clickCard(target: Locator) {
  await target.locator('.pc-shop').click();
}

/** The slot is the grid item right after the last card of the clicked card's row, and below that row. */
async function expectAfterRowOf(page: Page, index: number, columns: number) {
  const layout = await grid(page).evaluate((el) => {
    const items = [...el.children];
    return {
      columns: getComputedStyle(el).gridTemplateColumns.split(' ').length,
      slotIndex: items.findIndex((item) => item.classList.contains('etl-similar-slot')),
      tops: items.map((item) => Math.round(item.getBoundingClientRect().top)),
      bottoms: items.map((item) => Math.round(item.getBoundingClientRect().bottom)),
    };
  });
  expect(layout.columns).toBe(columns);
  expect(layout.slotIndex).toBe((Math.floor(index / columns) + 1) * columns);
  const rowStart = Math.floor(index / columns) * columns;
  for (let i = rowStart; i < layout.slotIndex; i += 1) expect(layout.tops[i]).toBe(layout.tops[index]);
  expect(layout.tops[layout.slotIndex]!).toBeGreaterThan(layout.bottoms[index]!);
  // The next card starts a new row below the slot.
  expect(layout.tops[layout.slotIndex + 1]!).toBeGreaterThan(layout.bottoms[layout.slotIndex]!);
}

for (const { width, columns, index } of [
  { width: 390, columns: 2, index: 2 },
  { width: 1280, columns: 4, index: 5 },
]) {
  test(`at ${width} px the row opens after the clicked card's row, with cards whose buttons work`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(LISTING);
    const target = await card(page, index);
    await widgetsSettled(page);
    await clickCard(target);
    const row = slot(page).locator('.etl-similar-row');
    await expect(row.getByRole('heading', { name: 'Vergelijkbare producten' })).toBeVisible();
    await expect(row.locator('article[data-etl-widget="product-card"]').first()).toBeVisible();
    await expectAfterRowOf(page, index, columns);
    // The row's cards are the card markup with live widgets: the like button renders and names its product.
    const first = row.locator('article[data-etl-widget="product-card"]').first();
    const name = (await first.locator('.pc-name').textContent())!.trim();
    await expect(first.getByRole('button', { name: new RegExp(`^Bewaar als favoriet: ${name}`) })).toBeVisible();
    await expect(first.getByRole('button', { name: `Vergelijk ${name}` })).toBeAttached();
  });
}

test('one row at a time; Sluiten and Escape close it and focus returns to the card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(LISTING);
  const first = await card(page, 0);
  await widgetsSettled(page);
  await clickCard(first);
  await expect(slot(page).locator('article').first()).toBeVisible();
  const sixth = await card(page, 5);
  await clickCard(sixth);
  await expect(slot(page)).toHaveCount(1);
  await expectAfterRowOf(page, 5, 4);

  await slot(page).getByRole('button', { name: 'Sluiten' }).click();
  await expect(slot(page)).toHaveCount(0);
  await expect(sixth).toBeFocused();

  await clickCard(sixth);
  await expect(slot(page).getByRole('heading', { name: 'Vergelijkbare producten' })).toBeVisible();
  await slot(page).getByRole('button', { name: 'Sluiten' }).focus();
  await page.keyboard.press('Escape');
  await expect(slot(page)).toHaveCount(0);
  await expect(sixth).toBeFocused();
});

test('clicks on the card’s links, buttons and rating do not open the row', async ({ page }) => {
  await page.goto(LISTING);
  const target = await card(page, 0);
  await widgetsSettled(page);
  await target.locator('.etl-like-button__button').click();
  await target.locator('[data-etl-widget="compare-button"] button').click();
  await pageQuiet(page);
  await expect(slot(page)).toHaveCount(0);
});

test('the row moves to the right place when the viewport changes columns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(LISTING);
  const target = await card(page, 4);
  await widgetsSettled(page);
  await clickCard(target);
  await expect(slot(page).locator('article').first()).toBeVisible();
  await expectAfterRowOf(page, 4, 4);
  await page.setViewportSize({ width: 800, height: 900 });
  await expect.poll(() => grid(page).evaluate((el) => [...el.children].findIndex((c) => c.classList.contains('etl-similar-slot')))).toBe(6);
  await expectAfterRowOf(page, 4, 3);
});

/** The open row is the one of `target` (its heading names the card's product) and shows its cards. */
async function expectRowLoadedFor(page: Page, target: Locator) {
  const name = (await target.locator('.pc-name').textContent())!.trim();
  const row = slot(page).locator('.etl-similar-row');
  await expect(row.locator('.etl-similar-row__for')).toHaveText(`Lijkt op ${name}`);
  await expect(row).toHaveAttribute('aria-busy', 'false');
  await expect(row.locator('article').first()).toBeVisible();
}

/** The last card whose variant the similarity cache has nothing for yet (asked outside the page, so not counted). */
async function lastColdIndex(page: Page, ids: number[]): Promise<number> {
  for (let index = ids.length - 1; index >= 0; index -= 1) {
    const answer = await page.request.get(`/api/v2/variant/${ids[index]}/similarity?mode=onlyCache`);
    expect(answer.ok()).toBe(true);
    if (((await answer.json()) as unknown[]).length === 0) return index;
  }
  throw new Error('every card of the listing has similar products in the cache: no cold card to test with');
}

test('the similarity cache is asked first, the similarity service only when the cache has nothing', async ({ page }) => {
  await page.goto(LISTING);
  const ids = await page.locator('#product-list > article').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-etl-variant-id'))));
  // The reference storefront's cache misses for a third of the variants until the service computed them once; other
  // tests (and a listing whose order follows popularity) may have warmed any given card, so the cache says which is cold.
  const coldIndex = await lastColdIndex(page, ids);
  const warmIndex = ids.findIndex((id) => id % 3 !== 0);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/similarity')) requests.push(new URL(request.url()).search);
  });
  const cold = await card(page, coldIndex);
  await widgetsSettled(page);
  await clickCard(cold);
  await expectRowLoadedFor(page, cold);
  expect(requests).toEqual(['?mode=onlyCache', '?mode=onlyAPI']);
  requests.length = 0;
  const warm = await card(page, warmIndex);
  await clickCard(warm);
  // The row of the card before is still on screen a moment after the click: wait for the one of this card.
  await expectRowLoadedFor(page, warm);
  expect(requests).toEqual(['?mode=onlyCache']);
  expect(await variantIdOf(cold)).toBe(ids[coldIndex]);
});

test('the listing with the row open passes axe-core', async ({ page }) => {
  // 12 cards (the test hook ?perPage) are enough around the row; the full listing's scan is in accessibility.e2e.ts.
  await page.goto(`${LISTING}?perPage=12`);
  const target = await card(page, 1);
  await widgetsSettled(page);
  await clickCard(target);
  await expect(slot(page).locator('article').first()).toBeVisible();
  await widgetsSettled(page);
  await expectNoAxeViolations(page);
});

test("in a row of cards, the focused 'Vergelijkbare producten' button takes the hover panel's place: the panel's buttons fade out under it", async ({ page }) => {
  await page.goto('/');
  const card = page.locator('.etl-carousel--row article.product-card').first();
  const toggle = card.locator('.pc-similar-toggle');
  await toggle.focus();
  await expect(toggle).toBeVisible();
  const faded = card.locator('.pc-hover > .button, .pc-hover > [data-etl-widget]');
  expect(await faded.count()).toBeGreaterThanOrEqual(3);
  for (const element of await faded.all()) await expect(element).toHaveCSS('opacity', '0');
  await expect(toggle).toHaveCSS('opacity', '1');
});
