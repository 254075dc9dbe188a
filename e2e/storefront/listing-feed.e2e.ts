import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import { collectConsoleErrors, scriptReady, widgetsSettled } from './helpers.js';
import { expectNoAxeViolations } from '../axe.js';

/** A listing with more than four pages of 60 cards. */
const LONG_LISTING = '/producten/woonkamer';

const cardIds = (page: Page) => page.locator('#product-list article[data-etl-widget="product-card"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-etl-variant-id')));

/** Brings the feed's 'Meer …' into view and waits for its code (it loads when the paginator comes near). */
async function feedReady(page: Page, paginator: string) {
  const feed = page.locator(`#${paginator} [data-etl-widget="listing-feed"]`);
  await feed.scrollIntoViewIfNeeded();
  await expect(feed).toHaveAttribute('data-etl-state', 'mounted');
  return feed;
}


test('Meer producten appends three more pages, each once, and the address follows the page', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const feedCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v2/variant/feed')) feedCalls.push(request.url());
  });
  await page.goto(LONG_LISTING);
  const first = await cardIds(page);
  expect(first).toHaveLength(60);
  const feed = await feedReady(page, 'paginator');
  // A fast double click asks for page 2 once.
  await feed.getByRole('link', { name: 'Meer producten' }).dblclick();
  await expect(page.locator('#product-list article[data-etl-widget="product-card"]')).toHaveCount(120, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/producten\/woonkamer\?page=2$/);
  // Further pages load as the shopper nears the end.
  for (const [count, pageNo] of [[180, 3], [240, 4]] as const) {
    await page.locator('#paginator').scrollIntoViewIfNeeded();
    await expect(page.locator('#product-list article[data-etl-widget="product-card"]')).toHaveCount(count, { timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/producten/woonkamer\\?page=${pageNo}$`));
  }
  // Back to the top: no more pages load; one call per appended page (the double click and the observer asked for none twice).
  await page.evaluate(() => window.scrollTo(0, 0));
  await widgetsSettled(page);
  await page.waitForLoadState('networkidle');
  const ids = await cardIds(page);
  expect(new Set(ids).size).toBe(ids.length);
  expect(feedCalls).toHaveLength(ids.length / 60 - 1);
  // The answers' view_item_list entries reached the data layer.
  expect(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'view_item_list').length)).toBeGreaterThanOrEqual(3);
  await widgetsSettled(page);
  await expectNoAxeViolations(page, { include: '#paginator' });
  expect(errors).toEqual([]);
});

test('a failed feed call says so in Dutch and Opnieuw proberen loads the page', async ({ page }) => {
  await page.goto(LONG_LISTING);
  let failOnce = true;
  await page.route('**/api/v2/variant/feed', (route) => {
    if (failOnce) {
      failOnce = false;
      return route.abort('failed');
    }
    return route.continue();
  });
  const feed = await feedReady(page, 'paginator');
  await feed.getByRole('link', { name: 'Meer producten' }).click();
  await expect(feed.getByRole('status')).toHaveText('De volgende pagina kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.');
  await expect(page).toHaveURL(/\/producten\/woonkamer$/);
  await feed.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.locator('#product-list article[data-etl-widget="product-card"]')).toHaveCount(120, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/producten\/woonkamer\?page=2$/);
});

test('the magazine and the inspirations load more the same way', async ({ page }) => {
  for (const [path, list, paginator, label] of [
    ['/magazine', 'article-list', 'article-paginator', 'Meer artikelen'],
    ['/inspirations', 'inspiration-list', 'inspiration-paginator', 'Meer inspiratie'],
  ] as const) {
    await page.goto(path);
    const cards = page.locator(`#${list} .content-card`);
    const before = await cards.count();
    const feed = await feedReady(page, paginator);
    await feed.getByRole('link', { name: label }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`));
    const titles = await page.locator(`#${list} .content-card-title a`).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(titles).size).toBe(titles.length);
    await expectNoAxeViolations(page);
  }
});

test('the shop-the-look hotspots open a small card by keyboard, and Escape brings the focus back', async ({ page }) => {
  await page.goto('/inspirations/stl/1');
  const hotspots = page.locator('[data-etl-widget="stl-hotspots"]').first();
  await expect(hotspots).toHaveAttribute('data-etl-state', 'mounted');
  const first = hotspots.locator('.etl-stl-hotspots__button').first();
  const name = (await first.getAttribute('aria-label'))!;
  // Keyboard only: Tab reaches the hotspot, Enter opens its card.
  await page.locator('h1').click();
  for (let i = 0; i < 10 && !(await first.evaluate((button) => button === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  const card = hotspots.getByRole('group', { name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /^Ga naar de shop/ })).toBeVisible();
  await expect(card).toContainText('€');
  await expectNoAxeViolations(page, { include: '.stl-images' });
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
  await expect(first).toBeFocused();
});

test('the sale page links its no-fake-discounts box and toggletip to /sales and counts the clicks', async ({ page }) => {
  await page.goto('/producten/sale');
  // The toggletip's widget wakes on its first touch: a click before the script runs opens the <details> natively
  // and wakes nothing (that early click has tests of its own), so the shopper here arrives once the script is live.
  await scriptReady(page);
  const box = page.locator('aside[data-etl-widget="sales-info"]');
  await expect(box).toContainText('Bij ons geen nepkortingen');
  await expect(box.getByRole('link', { name: 'Zo werken onze kortingen' })).toHaveAttribute('href', '/sales');
  await page.locator('summary.sales-tip-button').click();
  const tipLink = page.getByRole('link', { name: 'Lees hoe onze kortingen werken' });
  await expect(tipLink).toBeVisible();
  await expect(tipLink).toHaveAttribute('href', '/sales');
  await expectNoAxeViolations(page, { include: '.listing-head' });
  // The links stay on this page here, so that the data layer can be read after the clicks.
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  await expect(page.locator('details.sales-tip')).toHaveAttribute('data-etl-state', 'mounted');
  await tipLink.click();
  await box.getByRole('link', { name: 'Zo werken onze kortingen' }).hover();
  await expect(box).toHaveAttribute('data-etl-state', 'mounted');
  await box.getByRole('link', { name: 'Zo werken onze kortingen' }).click();
  const events = await page.evaluate(() => (window.dataLayer ?? []).map((e) => (e as { event: string }).event).filter((name) => name.startsWith('sales_info')));
  expect(events).toEqual(['sales_info_tooltip_link_click', 'sales_info_box_link_click']);
  // The toggletip closes on that click elsewhere; opened again, Escape closes it and gives the focus to its button.
  // (Opened by script: the clicks' default actions are off here.)
  const tip = page.locator('details.sales-tip');
  await expect(tip).not.toHaveAttribute('open');
  await tip.evaluate((details: HTMLDetailsElement) => new Promise((opened) => {
    details.addEventListener('toggle', opened, { once: true });
    details.open = true;
  }));
  await expect(tipLink).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).not.toHaveAttribute('open');
  await expect(page.locator('summary.sales-tip-button')).toBeFocused();
});

/**
 * Playwright's Chromium runs with the back-forward cache off (CDP reports only 'BackForwardCacheDisabledByCommandLine',
 * no reason of the page's own), so this is the fallback: the pages from sessionStorage and the scroll position.
 */
test('back from a product page shows the loaded pages where the shopper was', async ({ page }) => {
  await page.goto(LONG_LISTING);
  const feed = await feedReady(page, 'paginator');
  await feed.getByRole('link', { name: 'Meer producten' }).click();
  const cards = page.locator('#product-list article[data-etl-widget="product-card"]');
  await expect(cards).toHaveCount(120, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/producten\/woonkamer\?page=2$/);
  const card = cards.nth(70);
  await card.scrollIntoViewIfNeeded();
  const id = await card.getAttribute('data-etl-variant-id');
  await card.locator('h3 a').first().click();
  await page.waitForURL(/\/product\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/producten\/woonkamer\?page=2$/);
  await expect(cards).toHaveCount(120, { timeout: 15_000 });
  await expect(page.locator(`#product-list article[data-etl-variant-id="${id}"]`)).toBeInViewport();
});
