import { test, expect } from '../storefront/server.js';
import type { Locator, Page } from '@playwright/test';
import { pageQuiet, SHOPPER } from '../storefront/helpers.js';
import { expectScreenshot, imagesAndFontsLoaded, NOW, pauseClock, viewportOf, WIDTHS, type Width } from './settings.js';

/**
 * The states a shopper meets after a tap on the reference storefront, at 390 and 1280 px, against the baselines
 * in e2e/visual/baselines/storefront: the compare tooltip (first, middle and last card of a row), the card
 * controls, the similar-products row, the search panel, the sales info toggletip, the shop-the-look hotspot cards,
 * the header's menus and every modal and sheet. One page load per page and width; its states one after another.
 *
 * Kept still: the database is seeded the same way every run; the storefront's calendar starts at NOW (see
 * frozen-date.mjs), and so does the browser's clock (Playwright's, running; paused while a state is photographed,
 * so that a tooltip that goes after 5 s stays); the storefront's A/B test sees one visitor id.
 */
test.use({
  storefrontEnv: {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${new URL('./frozen-date.mjs', import.meta.url).href}`.trim(),
    ETALAGE_VISUAL_NOW: NOW,
  },
});

/** The first card of the living-room listing has 26 reviews, 13 with photos (the seed). */
const LISTING = '/producten/woonkamer?perPage=12';
const CARDS = '#product-list > article[data-etl-widget="product-card"]';
const PRODUCT = '/product/v/10001-bank-oslo-deluxe-linnen-naturel';

async function open(page: Page, path: string, width: Width): Promise<void> {
  await page.setViewportSize(viewportOf(width));
  await page.clock.install({ time: NOW });
  // One variation of the storefront's A/B test (the similar row's 12 or 6 cards, hashed on this id), every run.
  await page.addInitScript(() => {
    try {
      localStorage.setItem('etalage:flags-id', 'visual-baselines');
    } catch {
      // about:blank has no storage.
    }
  });
  await page.goto(path);
  await page.waitForFunction(() => window.Etalage !== undefined);
  await pageQuiet(page);
}

/** Nothing loading, the images the window shows loaded, the fonts ready. */
async function steady(page: Page): Promise<void> {
  await pageQuiet(page);
  await imagesAndFontsLoaded(page);
}

/**
 * Photographs the window (`storefront/{name}-{width}.png`), the clock paused meanwhile. The pointer leaves the
 * window first (no hover effect of the last click), unless the state is a hover.
 */
async function snap(page: Page, name: string, width: Width, { hover = false } = {}): Promise<void> {
  if (!hover) await page.mouse.move(-1, -1);
  await steady(page);
  await pauseClock(page);
  await expectScreenshot(page, ['storefront', `${name}-${width}.png`]);
  await page.clock.resume();
}

/**
 * Scrolls an element into place: to the middle of the window, or its top to the window's top (`start`: an element
 * that grows as its content arrives); one in the page's header by scrolling to the top of the page. The header hides
 * while the page scrolls down and shows when it scrolls up, depending on the scroll before (a focus returning to
 * its opener, a row closing): a last small scroll up and back down leaves it the same every run (shown at the top of
 * the page, hidden below it). Its handler runs in an animation frame after the scroll event: two frames each.
 */
async function place(locator: Locator, block: 'center' | 'start' = 'center'): Promise<void> {
  await locator.evaluate(async (element, block) => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    if (element.closest('header')) window.scrollTo(0, 0);
    else element.scrollIntoView({ block });
    await frames();
    const y = window.scrollY;
    if (y === 0) return;
    window.scrollTo(0, y - 1);
    await frames();
    window.scrollTo(0, y);
    await frames();
  }, block);
}

/** The indexes of the listing's first row of cards, as the grid lays them out now. */
function firstRow(page: Page): Promise<number[]> {
  return page.locator(CARDS).evaluateAll((cards) => {
    const top = Math.round(cards[0]!.getBoundingClientRect().top);
    return cards.flatMap((card, index) => (Math.round(card.getBoundingClientRect().top) === top ? [index] : []));
  });
}

/** Opens a modal by its opener, photographs it, closes it with Escape. */
async function modal(page: Page, name: string, width: Width, opener: Locator, dialog: Locator): Promise<void> {
  await place(opener);
  await opener.click();
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
  await snap(page, name, width);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The focus back on the opener (which may scroll the page) before the next state is placed.
  await expect(opener).toBeFocused();
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test('a listing: its cards, the compare tooltip, the similar row, the modals, the search panel, the filters', async ({ page }) => {
      test.setTimeout(120_000);
      await open(page, LISTING, width);
      await snap(page, 'listing', width);

      // The header's first, at the top of the page as loaded.
      if (width >= 1024) {
        // The category menu opens on hover.
        const entry = page.locator('.main-nav-item--parent').first();
        await entry.locator('.main-nav-link').hover();
        await expect(entry.locator('.main-nav-submenu')).toBeVisible();
        await snap(page, 'header-submenu', width, { hover: true });
        await page.mouse.move(-1, -1);
        await expect(entry.locator('.main-nav-submenu')).toBeHidden();
      }
      await modal(
        page,
        'login-modal',
        width,
        page.getByRole('banner').getByRole('link', { name: 'Inloggen', exact: true }),
        page.getByRole('dialog', { name: 'Inloggen' }),
      );
      const field = page.locator('#etl-search-input');
      await place(field);
      await field.click();
      await expect(page.getByRole('dialog', { name: 'Zoeken in alle producten' })).toBeVisible();
      await field.pressSequentially('b');
      const suggestions = page.getByRole('listbox', { name: 'Zoeksuggesties' });
      await expect(suggestions.getByRole('option').first()).toBeVisible();
      await expect(suggestions).toHaveAttribute('aria-busy', 'false');
      await snap(page, 'search-panel', width);
      await page.keyboard.press('Escape');
      await expect(suggestions).toBeHidden();

      const cards = page.locator(CARDS);
      const row = await firstRow(page);
      const columns = [...new Set([0, Math.floor(row.length / 2), row.length - 1])];
      for (const column of columns) {
        const button = cards.nth(row[column]!).locator('.etl-compare-button__button');
        await place(button);
        await button.click();
        const tooltip = cards.nth(row[column]!).getByRole('status').filter({ hasText: 'Product toegevoegd aan vergelijking' });
        await expect(tooltip).toBeVisible();
        await snap(page, `compare-tooltip-${column === 0 ? 'first' : column === row.length - 1 ? 'last' : 'middle'}`, width);
        await page.keyboard.press('Escape');
        await expect(tooltip).toBeHidden();
      }

      // A click on the card itself (its shop name is text, not a control) opens its similar-products row.
      await place(cards.nth(1));
      await cards.nth(1).locator('.pc-shop').click();
      const similar = page.locator('#product-list > .etl-similar-slot .etl-similar-row');
      await expect(similar.getByRole('heading', { name: 'Vergelijkbare producten' })).toBeVisible();
      await expect(similar).toHaveAttribute('aria-busy', 'false');
      // Its top at the window's top: the row grows as its cards arrive.
      await place(similar, 'start');
      await snap(page, 'similar-row', width);
      await similar.getByRole('button', { name: 'Sluiten' }).click();
      await expect(similar).toHaveCount(0);

      const reviews = page.getByRole('dialog', { name: /^Reviews van / });
      await place(cards.nth(0).locator('.pc-rating'));
      await cards.nth(0).locator('.pc-rating').click();
      await expect(reviews.getByText('op basis van 26 reviews')).toBeVisible({ timeout: 15_000 });
      await snap(page, 'reviews-modal', width);
      await reviews.getByRole('button', { name: "Met foto's (13)" }).click();
      await expect(reviews.getByRole('button', { name: "Met foto's (13)" })).toHaveAttribute('aria-pressed', 'true');
      const photo = reviews.getByRole('article').first().locator('.etl-review-list__review-image').first();
      await photo.click();
      const images = page.getByRole('dialog', { name: /^Foto's bij de review van / });
      await expect(images.locator('.etl-review-images__image').first()).toBeVisible();
      await snap(page, 'review-images-modal', width);
      await page.keyboard.press('Escape');
      await expect(images).toBeHidden();
      await expect(photo).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(reviews).toBeHidden();
      await expect(cards.nth(0).locator('.pc-rating')).toBeFocused();

      await modal(
        page,
        'watch-modal',
        width,
        page.locator(CARDS).getByRole('button', { name: /Bekijk beschikbaarheid/ }).first(),
        page.getByRole('dialog', { name: 'Bekijk beschikbaarheid' }),
      );

      if (width < 1024) {
        // The filters: a sheet over the whole screen on a phone (at 1280 px a column of the listing).
        const filters = page.getByRole('link', { name: 'Filters', exact: true });
        await place(filters);
        await filters.click();
        await expect(page.locator('.etl-listing-filters')).toHaveAttribute('role', 'dialog');
        await snap(page, 'filter-sheet', width);
      }
    });

    test("a shopper's user menu and favourites", async ({ page }) => {
      expect((await page.request.post('/login', { data: { email: SHOPPER.email, password: SHOPPER.password } })).ok()).toBe(true);
      const html = await (await page.request.get(LISTING)).text();
      const liked = Number(html.match(/data-etl-variant-id="(\d+)"/)![1]);
      expect((await page.request.post(`/api/v1/nl/like/variant/${liked}`)).ok()).toBe(true);
      try {
        await open(page, LISTING, width);
        await modal(
          page,
          'user-menu',
          width,
          page.getByRole('banner').getByRole('link', { name: 'Sanne, accountmenu' }),
          page.getByRole('dialog', { name: 'Mijn account' }),
        );
        await modal(
          page,
          'favourites-modal',
          width,
          page.getByRole('button', { name: /^Favorieten, \d+ product/ }),
          page.getByRole('dialog', { name: 'Mijn favorieten' }),
        );
      } finally {
        // The card's like count is the worker's database's: the listing's photos must not depend on which test ran first.
        expect((await page.request.delete(`/api/v1/nl/like/variant/${liked}`)).ok()).toBe(true);
      }
    });

    test('a product page: the deliveries modal', async ({ page }) => {
      await open(page, PRODUCT, width);
      await modal(page, 'deliveries-modal', width, page.getByRole('link', { name: 'Bezorgopties' }), page.getByRole('dialog', { name: 'Bezorgopties' }));
    });

    test('the sale page: the sales info toggletip', async ({ page }) => {
      await open(page, '/producten/sale?perPage=4', width);
      const summary = page.locator('summary.sales-tip-button');
      await place(summary);
      await summary.click();
      await expect(page.getByRole('link', { name: 'Lees hoe onze kortingen werken' })).toBeVisible();
      await snap(page, 'sales-info', width);
    });

    test('shop the look: the cards of the leftmost and the rightmost hotspot', async ({ page }) => {
      await open(page, '/inspirations/stl/1', width);
      const hotspots = page.locator('[data-etl-widget="stl-hotspots"]').first();
      await expect(hotspots).toHaveAttribute('data-etl-state', 'mounted');
      const buttons = hotspots.locator('.etl-stl-hotspots__button');
      const lefts = await buttons.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().left));
      const order = lefts.map((left, index) => ({ left, index })).sort((a, b) => a.left - b.left);
      for (const [side, index] of [
        ['left', order[0]!.index],
        ['right', order.at(-1)!.index],
      ] as const) {
        const hotspot = buttons.nth(index);
        await place(hotspot);
        await hotspot.focus();
        await page.keyboard.press('Enter');
        const card = hotspots.getByRole('group', { name: (await hotspot.getAttribute('aria-label'))! });
        await expect(card).toBeVisible();
        await snap(page, `hotspot-card-${side}`, width);
        await page.keyboard.press('Escape');
        await expect(card).toHaveCount(0);
      }
    });

    test('the vouchers page: the cards and their controls', async ({ page }) => {
      await open(page, '/producten/vouchers?perPage=12', width);
      await place(page.locator(CARDS).first());
      await snap(page, 'voucher-cards', width);
    });

    test('the comparison page with three products', async ({ page }) => {
      const html = await (await page.request.get(LISTING)).text();
      const ids = [...new Set([...html.matchAll(/data-etl-variant-id="(\d+)"/g)].map((match) => Number(match[1])))].slice(0, 3);
      for (const id of ids) expect((await page.request.post(`/api/v1/nl/like/comparison/${id}`)).ok()).toBe(true);
      await open(page, '/compare-products', width);
      await expect(page.getByRole('table', { name: 'Vergelijking' }).getByRole('button', { name: /^Verwijderen/ })).toHaveCount(3);
      await snap(page, 'comparison', width);
    });

    test('the review form of /star/{ident}: its stars', async ({ page }) => {
      await open(page, '/star/k7m2p9x4', width);
      await snap(page, 'star-form', width);
    });

    if (width < 1024) {
      test('the mobile menu', async ({ page }) => {
        await open(page, '/?perPage=4', width);
        await page.getByRole('link', { name: 'Menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await expect(menu.getByRole('heading', { name: 'Categorieën' })).toBeVisible();
        await snap(page, 'mobile-menu', width);
      });
    }
  });
}
