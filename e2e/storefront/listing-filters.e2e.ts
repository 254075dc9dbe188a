import { expect as baseExpect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import { collectConsoleErrors, holdRequests, LISTING, scriptReady, widgetsSettled } from './helpers.js';
import { expectNoAxeViolations } from '../axe.js';

/** The filter panel: choices apply through variant/filtering without a page load. */

// A filtering call re-renders 60 cards on the server; on a loaded 2-core machine that takes a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const panel = (page: Page) => page.locator('.etl-listing-filters');
const count = (page: Page) => page.locator('#results-title');
const cardIds = (page: Page) => page.locator('#product-list article[data-etl-widget="product-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-etl-variant-id')));

/** A mark on the window that a page load would wipe out. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { filtersMarker: number }).filtersMarker = 42));
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { filtersMarker?: number }).filtersMarker);

/**
 * The shopper's pointer reaches the panel once the script is live: the first touch resumes the panel and loads
 * its code (a hover before the script ran is a plain hover).
 */
async function touchPanel(page: Page) {
  await scriptReady(page);
  await panel(page).locator('.etl-listing-filters__title').hover();
  await panel(page).locator('.etl-listing-filters__legend').first().hover();
  await widgetsSettled(page);
}

test('a colour and a price range filter the list without a page load; back restores the previous list', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (/listing-filters-[A-Z0-9]+\.js$/.test(request.url())) scripts.push(request.url());
  });
  await page.goto(LISTING);
  await widgetsSettled(page);
  expect(scripts).toEqual([]); // no filter code before the shopper touches the panel
  await markWindow(page);
  const firstCount = await count(page).textContent();
  const firstCards = await cardIds(page);

  await touchPanel(page);
  const colour = panel(page).locator('fieldset', { hasText: 'Kleur' }).locator('label.etl-listing-filters__choice').first();
  const colourName = (await colour.locator('.etl-listing-filters__name').textContent())!.trim();
  await colour.click();
  await expect(page).toHaveURL(/dimensie=kleur-/);
  await expect(count(page)).not.toHaveText(firstCount!);
  await expect(panel(page).getByRole('list', { name: 'Gekozen filters' })).toContainText(colourName);
  await expect(page.locator('#product-list')).toHaveAttribute('aria-busy', 'false');
  const colourCount = await count(page).textContent();
  await expect(panel(page).locator('.etl-listing-filters__submit')).toHaveText(`Toon ${colourCount}`);
  await expect(panel(page).getByRole('status')).toHaveText(`${colourCount} gevonden`);

  const to = panel(page).getByLabel('Tot (€)');
  await to.fill('300');
  await to.press('Enter');
  await expect(page).toHaveURL(/prijsTot=300/);
  await expect(page).toHaveURL(/dimensie=kleur-/);
  await expect(count(page)).not.toHaveText(colourCount!);
  await expect(panel(page).locator('.etl-listing-filters__histogram .is-in-range').first()).toBeVisible();
  expect(await marker(page)).toBe(42);

  // Axe on the panel as filtered.
  await expectNoAxeViolations(page, { include: '.etl-listing-filters' });
  await page.screenshot({ path: 'reports/listing-filters-desktop.png', fullPage: false });

  await page.goBack();
  await expect(page).not.toHaveURL(/prijsTot/);
  await expect(count(page)).toHaveText(colourCount!);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === LISTING && url.search === '');
  await expect(count(page)).toHaveText(firstCount!);
  expect(await cardIds(page)).toEqual(firstCards);
  await expect(panel(page).getByRole('list', { name: 'Gekozen filters' })).toHaveCount(0);
  expect(await marker(page)).toBe(42);
  expect(errors).toEqual([]);
});

test('a colour chosen with no pointer or focus before it (a screen reader or voice control) filters without a page load', async ({ page }) => {
  let documents = 0;
  page.on('domcontentloaded', () => void (documents += 1));
  // The filters' code held back until the click was seen to be heard.
  const release = await holdRequests(page, /\/chunks\/listing-filters-[A-Z0-9]+\.js(\?.*)?$/);
  // A price cap keeps the answer short (a few cards): the test is about the click, not the size of the list.
  await page.goto(`${LISTING}?prijsTot=80`);
  await scriptReady(page);
  const colour = panel(page).locator('fieldset', { hasText: 'Kleur' }).locator('label.etl-listing-filters__choice:not(.is-disabled)').first();
  const colourName = (await colour.locator('.etl-listing-filters__name').textContent())!.trim();
  // The activation alone: no pointerover, pointerdown or focus first (what element.click() and assistive technology send).
  await colour.evaluate((label: HTMLElement) => label.click());
  // Heard at once, before the code: the choice marked busy, the grid drawn busy by the page's stylesheet.
  await expect(colour).toHaveAttribute('data-etl-pending', '');
  await expect(page.locator('.listing-veil')).toBeVisible();
  release();
  await expect(page).toHaveURL(/dimensie=kleur-/);
  await expect(panel(page).getByRole('list', { name: 'Gekozen filters' })).toContainText(colourName);
  await expect(page.locator('#product-list')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('.listing-veil')).toBeHidden();
  expect(documents).toBe(1);
});

test('after 20 filter changes the mounted widgets follow the cards on the page, none left behind', async ({ page }) => {
  // A price cap keeps each answer short (a few cards), so twenty round trips stay quick.
  const errors = collectConsoleErrors(page);
  let documents = 0;
  page.on('domcontentloaded', () => void (documents += 1));
  await page.goto(`${LISTING}?prijsTot=80`);
  await touchPanel(page);
  const swatches = panel(page).locator('fieldset', { hasText: 'Kleur' }).locator('label.etl-listing-filters__choice:not(.is-disabled)');
  for (let change = 0; change < 20; change++) {
    const url = page.url();
    // Even changes pick a colour, odd ones take it off again.
    const swatch = swatches.nth(change % 2 === 0 ? Math.floor(change / 2) % 4 : 0);
    const clicked = await swatch.evaluate((label) => `${label.textContent?.trim()} (${label.closest('[data-etl-widget]')?.getAttribute('data-etl-state')})`);
    await swatch.click();
    await expect(page).not.toHaveURL(url);
    const context = `change ${change + 1} (${clicked}) from ${url}; console errors: ${errors.join(' | ') || 'none'}`;
    await expect(page.locator('#product-list'), context).toHaveAttribute('aria-busy', 'false').catch((error: Error) => {
      throw new Error(`${error.message}\n${documents} documents loaded: ${context}`);
    });
    expect(documents, `no page load: ${context}`).toBe(1);
  }
  await widgetsSettled(page);
  const seen = await page.evaluate(() => ({
    stats: window.Etalage!.stats(),
    elements: document.querySelectorAll('[data-etl-widget]').length,
    mountedElements: document.querySelectorAll('[data-etl-widget][data-etl-state="mounted"]').length,
  }));
  expect(seen.stats.connected).toBe(seen.elements);
  expect(seen.stats.mounted).toBe(seen.mountedElements);
});

test('a failed filtering call shows a Dutch error with a retry and keeps the list', async ({ page }) => {
  await page.goto(LISTING);
  await touchPanel(page);
  const before = await cardIds(page);
  await page.route('**/api/v2/variant/filtering', (route) => route.fulfill({ status: 500, body: '{}' }));
  const errors = collectConsoleErrors(page);
  await panel(page).locator('fieldset', { hasText: 'Kleur' }).locator('label.etl-listing-filters__choice').first().click();
  await expect(panel(page).getByRole('alert')).toContainText('Filteren is niet gelukt');
  expect(await cardIds(page)).toEqual(before);
  await expect.poll(() => errors.some((e) => e.includes('listing-filters'))).toBe(true);
  await page.unroute('**/api/v2/variant/filtering');
  await panel(page).getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page).toHaveURL(/dimensie=kleur-/);
  await expect(panel(page).getByRole('alert')).toHaveCount(0);
});

test('/inspirations: a filter choice changes the inspirations and the URL without a page load', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/inspirations');
  await markWindow(page);
  const total = page.locator('#inspiration-count');
  const links = () => page.locator('#inspiration-list a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  const firstTotal = await total.textContent();
  const firstLinks = await links();
  await touchPanel(page);
  const choice = panel(page).locator('label.etl-listing-filters__choice:not(.is-disabled)').first();
  const name = (await choice.locator('.etl-listing-filters__name').textContent())!.trim();
  await choice.click();
  await expect(page).toHaveURL((url) => url.pathname === '/inspirations' && url.search !== '');
  await expect(total).not.toHaveText(firstTotal!);
  await expect(total).toHaveText(/^\d[\d.]* inspiratie/);
  await expect(panel(page).getByRole('list', { name: 'Gekozen filters' })).toContainText(name);
  expect(await links()).not.toEqual(firstLinks);
  expect(await marker(page)).toBe(42);
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the panel is a full-screen sheet with "Toon {n} producten"', async ({ page }) => {
    await page.goto(LISTING);
    await widgetsSettled(page);
    await markWindow(page);
    await page.getByRole('link', { name: 'Filters', exact: true }).click();
    // Open before any filter code (CSS :target), full screen.
    const box = await panel(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    const colour = panel(page).locator('fieldset', { hasText: 'Kleur' }).locator('label.etl-listing-filters__choice').first();
    // A first touch of the sheet wakes the panel (resumes the server's markup); the tap on a colour loads the
    // code and is replayed on the hydrated choice.
    await panel(page).locator('.etl-listing-filters__title').tap();
    await widgetsSettled(page);
    await colour.tap();
    await expect(page).toHaveURL(/dimensie=kleur-/);
    await expect(panel(page)).toHaveAttribute('role', 'dialog');
    const total = await count(page).textContent();
    const show = panel(page).getByRole('button', { name: `Toon ${total}` });
    await expect(show).toBeVisible();
    await expectNoAxeViolations(page, { include: '.etl-listing-filters' });
    await page.screenshot({ path: 'reports/listing-filters-phone.png' });
    await show.tap();
    await expect(panel(page)).toHaveAttribute('data-sheet', 'closed');
    await expect(page.locator('#product-list article').first()).toBeVisible();
    expect(await marker(page)).toBe(42);
  });
});
