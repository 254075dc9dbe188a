import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import { collectConsoleErrors } from './helpers.js';
import { expectNoAxeViolations } from '../axe.js';

const HOME = '/';

/** The requests the page makes for the menu answer. */
function menuRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v2/menu') seen.push(request.url());
  });
  return seen;
}

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the hamburger opens the menu, a submenu opens on tap and its link leads to the listing', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const menu = (await (await request.get('/api/v2/menu')).json()) as { primary: { name: string; url: string; children: { name: string; url: string }[] }[] };
    const group = menu.primary.find((entry) => entry.children.length > 0)!;
    const child = group.children[0]!;
    await page.goto(HOME);
    const hamburger = page.getByRole('link', { name: 'Menu' });
    await expect(hamburger).toBeVisible();
    await hamburger.tap();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(['Categorieën', 'Ruimtes', 'Cadeaus', 'Populair']);
    await expectNoAxeViolations(page, { include: 'dialog[open]' });
    // A full-height sheet from the side.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.height).toBeGreaterThan(800);
    // The first level is hidden while a submenu is open, so the button is found by its markup, not its role.
    const opener = dialog.locator('button[aria-expanded]', { has: page.getByText(group.name, { exact: true }) });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.tap();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('heading', { name: group.name })).toBeFocused();
    await expect(dialog.getByRole('link', { name: `Alles in ${group.name}` })).toHaveAttribute('href', group.url);
    await dialog.getByRole('button', { name: 'Terug naar Categorieën' }).tap();
    await expect(opener).toBeFocused();
    await opener.tap();
    await dialog.getByRole('link', { name: child.name, exact: true }).tap();
    await page.waitForURL((url) => url.pathname === child.url);
    expect(errors).toEqual([]);
  });

  test('a second open within the hour makes no /api/v2/menu request', async ({ page }) => {
    const requests = menuRequests(page);
    await page.goto(HOME);
    await page.getByRole('link', { name: 'Menu' }).tap();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('heading', { name: 'Categorieën' })).toBeVisible();
    expect(requests).toHaveLength(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('etalage:menu') ?? 'null') as { e: number } | null);
    expect(stored!.e - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(stored!.e - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    await page.goto('/producten');
    await page.getByRole('link', { name: 'Menu' }).tap();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('heading', { name: 'Categorieën' })).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test('a local storage that refuses writes only costs the cache (kept in memory for the page, asked for on the next page)', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      };
    });
    const requests = menuRequests(page);
    for (const path of [HOME, HOME, '/producten']) {
      if (path !== page.url().replace(/^https?:\/\/[^/]+/, '')) await page.goto(path);
      await page.getByRole('link', { name: 'Menu' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await expect(dialog.getByRole('heading', { name: 'Categorieën' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Sluiten' }).tap();
      await expect(dialog).toBeHidden();
    }
    expect(requests).toHaveLength(2);
  });

  test('without JavaScript the hamburger leads to all categories', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(HOME);
    await page.getByRole('link', { name: 'Menu' }).click();
    await page.waitForURL((url) => url.pathname === '/producten');
    await context.close();
  });
});

test.describe('header nav at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const entry = (page: Page, n: number) => page.locator('.main-nav-item--parent').nth(n);
  const submenu = (page: Page, n: number) => entry(page, n).locator('.main-nav-submenu');

  test('the hamburger is hidden and a submenu opens on hover, also without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(HOME);
    await expect(page.getByRole('link', { name: 'Menu' })).toBeHidden();
    await expect(submenu(page, 0)).toBeHidden();
    await entry(page, 0).locator('.main-nav-link').hover();
    await expect(submenu(page, 0)).toBeVisible();
    await expect(submenu(page, 0).getByRole('link').first()).toHaveText(/^Alles in /);
    await context.close();
  });

  test('the hover safe area keeps the submenu while the pointer crosses the next entry, for 150 ms', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // The page's timers on a clock of the test's: the 150 ms are counted exactly, however busy the machine is.
    await page.clock.install();
    await page.goto(HOME);
    const first = (await entry(page, 0).locator('.main-nav-link').boundingBox())!;
    const next = (await entry(page, 1).locator('.main-nav-link').boundingBox())!;
    // The first touch of the nav loads the enhancer; no code for it before that.
    await page.mouse.move(first.x + 5, first.y + 5);
    await expect(page.locator('[data-etl-widget="main-nav"]')).toHaveAttribute('data-etl-state', 'mounted');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    // From the link's lower right corner a step right, onto the next entry: inside the triangle to the submenu.
    const apex = { x: first.x + first.width - 2, y: first.y + first.height - 3 };
    await page.mouse.move(apex.x, apex.y, { steps: 3 });
    await expect(entry(page, 0).locator('.main-nav-safe-area')).toHaveCount(1);
    await page.mouse.move(next.x + 3, apex.y + 1);
    const shown = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.main-nav-item--parent')].slice(0, 2).map((item) => getComputedStyle(item.querySelector('.main-nav-submenu')!).display !== 'none'),
      );
    expect(await shown()).toEqual([true, false]);
    await page.clock.runFor(140);
    expect(await shown()).toEqual([true, false]);
    await expect(entry(page, 0).locator('.main-nav-safe-area')).toHaveCount(1);
    // 150 ms after the pointer left the link the safe area is gone and the hovered entry's submenu shows.
    await page.clock.runFor(20);
    await expect(entry(page, 0).locator('.main-nav-safe-area')).toHaveCount(0);
    await page.clock.resume();
    await page.mouse.move(next.x + 4, apex.y + 1);
    await expect(submenu(page, 1)).toBeVisible();
    await expect(submenu(page, 0)).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('Escape closes the submenu the keyboard opened and Tab moves on to the next entry', async ({ page }) => {
    await page.goto(HOME);
    const firstLink = entry(page, 0).locator('.main-nav-link');
    await firstLink.focus();
    await expect(submenu(page, 0)).toBeVisible();
    // The focus is the nav's first touch: its enhancer (Escape) loads then; a loaded machine takes a moment.
    await expect(page.locator('nav[data-etl-widget="main-nav"]')).toHaveAttribute('data-etl-state', 'mounted');
    await page.keyboard.press('Tab');
    await expect(submenu(page, 0).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstLink).toBeFocused();
    await expect(submenu(page, 0)).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(entry(page, 1).locator('.main-nav-link')).toBeFocused();
    await expect(submenu(page, 1)).toBeVisible();
  });
});
