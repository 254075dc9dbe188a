import { axeViolations } from './axe.js';
import { expect, test } from './storefront/fixtures.js';
import type { Page } from '@playwright/test';
import { ADMIN, logIn } from './storefront/helpers.js';

/**
 * The reference storefront's own pages: accessibility (axe-core WCAG 2 A/AA), the plain-link pagination
 * and the responsive product grid (2 / 3 / 4 / 5 columns at mobile / md / lg / 2xl).
 */

// Each test is one page of its own: they may spread over both workers (the file is the longest of the suite).
test.describe.configure({ mode: 'parallel' });

// Listings with 12 cards (the test hook ?perPage): the page's template is what is scanned here; a whole listing of 60
// cards is scanned in storefront/accessibility.e2e.ts.
const PAGES = [
  '/',
  '/producten',
  '/producten/banken?dimensie=kleur-groen&perPage=12',
  '/search?q=lamp&perPage=12',
  '/product/v/10001-bank-oslo-deluxe-linnen-naturel',
  '/product/10001/reviews',
  '/user/favourites',
  '/user/watchdog',
  '/registeren',
  '/inspirations',
  '/magazine',
  '/artikel/zo-kies-je-de-juiste-bank-voor-een-kleine-woonkamer',
  '/inspirations/stl/3',
  '/webshops',
  '/over-ons/contact',
  '/deze-pagina-bestaat-niet',
  '/offline',
  '/sales',
  '/star/k7m2p9x4',
  '/magazine/category/trends',
  '/wachtwoord/vernieuwen',
  '/login',
  '/producten/sale?perPage=12',
  '/merken',
  '/eshop/1?perPage=12',
  '/compare-products',
  '/product/10001/questions',
  '/user/1',
];


for (const path of PAGES) {
  test(`storefront page ${path} passes axe-core (WCAG 2 A and AA)`, async ({ page }) => {
    test.setTimeout(90_000); // axe alone takes 20-40 s on a page of 60 cards on this machine
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the review thank-you page and the web shop's review page pass axe-core", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/star/k7m2p9x4/thank-you');
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
  // The shop's slug comes from the seeded (generated) catalogue: follow the page's own link.
  await page.getByRole('link', { name: /^Reviews van / }).click();
  await page.waitForURL(/\/star\/eshop\/[a-z0-9-]+$/);
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});

test('the account page of a logged-in shopper passes axe-core', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, '/user');
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});

/** Pages of one kind in one test: one page load each. */
async function expectPagesPassAxe(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
  }
}

test("the admin's variant pages pass axe-core", async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, '/admin/variant/10001', ADMIN);
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
  await expectPagesPassAxe(page, ['/admin/variant/10001/edit']);
});

test('the information and terms pages pass axe-core', async ({ page }) => {
  test.setTimeout(60_000);
  await expectPagesPassAxe(page, ['/voorwaarden/privacy', '/over-ons/vacatures', '/etalage-star', '/producten/ruimtes', '/app']);
});

test('a price-drops listing and a web shop voucher page pass axe-core', async ({ page }) => {
  test.setTimeout(90_000);
  // The seeded catalogue is generated from a fixed seed: Loftmarkt's voucher WOON20 (variant 10007).
  await expectPagesPassAxe(page, ['/price-drops/banken', '/products/eshop/loftmarkt/voucher/WOON20']);
});

test("a review invitation's delayed and unsubscribe pages, and their confirmations, pass axe-core", async ({ page }) => {
  test.setTimeout(60_000);
  await expectPagesPassAxe(page, ['/star/k7m2p9x4/delayed', '/star/k7m2p9x4/unsubscribe']);
  // Confirmed through the page's own form, with invitations no other test uses.
  for (const [ident, kind, button, done] of [
    ['w6j4h2d8', 'delayed', 'Vraag het me over twee weken', 'We sturen je over twee weken een nieuwe uitnodiging.'],
    ['p4t7y1u9', 'unsubscribe', 'Afmelden', 'Je bent afgemeld: je krijgt geen uitnodigingen meer om reviews te schrijven.'],
  ] as const) {
    await page.goto(`/star/${ident}/${kind}`);
    await page.getByRole('main').getByRole('button', { name: button }).click();
    await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  }
});

test("the watchdog e-mail's unsubscribe page passes axe-core, for a valid and a used link", async ({ page }) => {
  test.setTimeout(60_000);
  const email = `afmelden-${Date.now()}@voorbeeld.nl`;
  expect((await page.request.post('/api/v1/nl/watchdog/10001', { data: { email, targetPrice: null } })).ok()).toBe(true);
  const { hash } = (await (await page.request.get(`/__test/watchdog?email=${encodeURIComponent(email)}`)).json()) as { hash: string };
  await expectPagesPassAxe(page, [`/watchdog/unsubscribe/${hash}`, `/watchdog/unsubscribe/${hash}`]);
});

test.describe('without the script', () => {
  // The plain link is the pager of a page without the script: with it, the feed widget takes the link's click
  // once the link is in view (the feed's own tests).
  test.use({ javaScriptEnabled: false });

  test('the next page of a category listing loads through the plain link', async ({ page }) => {
    // Not the load event, on either page: without scripting the browser loads every image at once (lazy loading is
    // off without JavaScript), so the load event waits for the 60 cards' photos (over 60 s twice, with the machine busy).
    await page.goto('/producten/banken', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#product-list article[data-etl-widget="product-card"]')).toHaveCount(60);
    const firstId = await page.locator('#product-list article').first().getAttribute('data-etl-variant-id');
    const next = page.locator('a[rel="next"]').first();
    // Scrolled there first: the cards skip rendering out of view (content-visibility), so the last row takes its real
    // height a frame after the jump and the link moves down; click's own check then waits until it stands still
    // (clicked in the same step, the click can land where the link had been).
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await page.waitForURL(/page=2/, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#product-list article[data-etl-widget="product-card"]')).toHaveCount(60);
    expect(await page.locator('#product-list article').first().getAttribute('data-etl-variant-id')).not.toBe(firstId);
  });
});

for (const [width, columns] of [
  [375, 2],
  [800, 3],
  [1100, 4],
  [1600, 5],
] as const) {
  test(`the product grid has ${columns} columns at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/producten/fauteuils');
    const count = await page
      .locator('#product-list')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);
    expect(count).toBe(columns);
  });
}

for (const path of ['/', '/producten/banken', '/product/v/10016', '/product/10016/reviews', '/compare-products', '/login']) {
  test(`${path} has no horizontal overflow on a 375 px phone`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
