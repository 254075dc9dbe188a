import { createHash } from 'node:crypto';
import { expect, test } from './fixtures.js';
import type { BrowserContext, Page } from '@playwright/test';
import { collectConsoleErrors, LISTING, logIn, pageQuiet, SHOPPER, widgetsSettled } from './helpers.js';
import { expectNoAxeViolations } from '../axe.js';

/**
 * The service worker (offline page), feature flags and the storefront's A/B test, back-forward
 * restores and the tracking user. Headless Chromium counts as a crawler (no cookie bar), so consent is the `_cc`
 * cookie set directly.
 */

async function allowAnalytics(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: '_cc', value: 'analytics|essential', url: baseURL }]);
}

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]);

/** The listing's n-th own card, clicked on its shop name (text, not a control): opens the similar row. */
async function openSimilarRow(page: Page, index: number) {
  const article = page.locator('#product-list > article').nth(index);
  await article.scrollIntoViewIfNeeded();
  const name = (await article.locator('.pc-name').textContent())!.trim();
  const row = page.locator('#product-list > .etl-similar-slot .etl-similar-row');
  const forThisCard = row.getByText(`Lijkt op ${name}`);
  // The card enhancer activates at idle: once the page is quiet it is live, so one click opens the row. (A click
  // before it is the shopper's early touch, tested elsewhere; a second click here would close the row again.)
  await pageQuiet(page);
  await article.locator('.pc-shop').click();
  await expect(forThisCard).toBeVisible();
  await expect(row.locator('article[data-etl-widget="product-card"]').first()).toBeVisible({ timeout: 10_000 });
  return row;
}

test('the worker registers with scope / and serves the offline page for a navigation without network', async ({ page, context, baseURL }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  // The update prompt's live region is on the page, closed.
  await expect(page.locator('[data-etl-widget="update-prompt"][role="status"]')).toBeAttached();
  await expect(page.getByText('Nieuwe versie beschikbaar')).toBeHidden();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);
  // The first install takes control without reloading the page (no update was waiting).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.goto('/producten/slaapkamer');
  await expect(page.getByRole('heading', { level: 1, name: 'Je bent offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute('href', '/');
  // Styled from the precached stylesheet.
  expect(await page.locator('.offline-page').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  await expectNoAxeViolations(page, { rules: 'all' });
  await context.setOffline(false);
  expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(error))).toEqual([]);
});

test.describe('flags', () => {
  // Requests a service worker answers bypass page.route: these tests run without the worker.
  test.use({ serviceWorkers: 'block' });

  test('a failing flags endpoint falls back to the defaults: the similar row still works, no experiment is viewed', async ({ page }) => {
    const viewed: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v2/viewed-experiments') viewed.push(request.url());
    });
    await page.route('**/api/features/**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto(LISTING);
    await widgetsSettled(page);
    const row = await openSimilarRow(page, 0);
    // The default (no A/B test answer): every similar product, 12 on this seed.
    await expect(row.locator('article[data-etl-widget="product-card"]')).toHaveCount(12);
    expect(viewed).toEqual([]);
  });

  test('the A/B test similar-row-max-cards is reported once with ex, and decides the row length', async ({ page }) => {
    const viewed: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v2/viewed-experiments') viewed.push(url.searchParams.get('ex') ?? '');
    });
    const featureCaching: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/features/')) featureCaching.push(response.headers()['cache-control'] ?? '');
    });
    await page.goto(LISTING);
    await widgetsSettled(page);
    let row = await openSimilarRow(page, 0);
    expect(featureCaching).toEqual(['public, max-age=60, stale-while-revalidate=14340']);
    await expect.poll(() => viewed.length).toBe(1);
    expect(viewed[0]).toMatch(/^similar-row-max-cards:[01]$/);
    const expected = viewed[0]!.endsWith(':1') ? 6 : 12;
    await expect(row.locator('article[data-etl-widget="product-card"]')).toHaveCount(expected);
    // A second row on the same page: the experiment is evaluated again, not reported again.
    row = await openSimilarRow(page, 5);
    await expect(row.locator('article[data-etl-widget="product-card"]')).toHaveCount(expected);
    await pageQuiet(page);
    expect(viewed).toHaveLength(1);
  });
});

test('a logged-in shopper who allowed analytics: the tracking user with the hashed e-mail, never the plain one', async ({ page, context, baseURL }) => {
  await allowAnalytics(context, baseURL!);
  await logIn(page, LISTING);
  await expect.poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'trackingUser').length).toBe(1);
  const entry = (await dataLayer(page)).find((item) => item.event === 'trackingUser')!;
  const user = entry.user as Record<string, unknown>;
  expect(user.email_hashed).toBe(createHash('sha256').update(SHOPPER.email.trim().toLowerCase()).digest('hex'));
  expect(user.email).toBeNull();
  expect(user.id).toBeTruthy();
  expect(Object.keys(user).sort()).toEqual(['date_of_birth', 'email', 'email_hashed', 'gender', 'id', 'name', 'surname']);
  expect(JSON.stringify(await dataLayer(page)).toLowerCase()).not.toContain(SHOPPER.email);

  // Without analytics consent nothing goes to the data layer.
  await context.addCookies([{ name: '_cc', value: 'essential', url: baseURL! }]);
  await page.reload();
  await pageQuiet(page);
  expect((await dataLayer(page)).filter((item) => item.event === 'trackingUser')).toEqual([]);
});

/**
 * Playwright starts Chromium with the back-forward cache disabled (its BackForwardCache feature is switched off),
 * so a real restore cannot happen here: the page gets the restore's event, a `pageshow` with `persisted`.
 */
test('a back-forward cache restore (pageshow with persisted) sends customPageView, a plain pageshow does not', async ({ page, context, baseURL }) => {
  await allowAnalytics(context, baseURL!);
  await page.goto(LISTING);
  await widgetsSettled(page);
  const title = await page.title();
  // The page-analytics chunk starts after the session; a persisted pageshow is a restore.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
      return (await dataLayer(page)).filter((entry) => entry.event === 'customPageView').length;
    })
    .toBeGreaterThan(0);
  const before = (await dataLayer(page)).filter((entry) => entry.event === 'customPageView');
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })));
  const views = (await dataLayer(page)).filter((entry) => entry.event === 'customPageView');
  expect(views).toHaveLength(before.length);
  expect(views[0]).toEqual({ event: 'customPageView', page_path: LISTING, page_title: title });
});
