import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

export const SHOPPER = { email: 'shopper@etalage.test', password: 'Shopper-etalage-1' };
/** The storefront's admin account (roles.admin in its login token). */
export const ADMIN = { email: 'admin@etalage.test', password: 'Admin-etalage-1' };
export const LISTING = '/producten/woonkamer';

/** The n-th product card of a listing page, scrolled into view so its visible-activated widgets mount. */
export async function card(page: Page, index: number): Promise<Locator> {
  const article = page.locator('article[data-etl-widget="product-card"]').nth(index);
  await article.scrollIntoViewIfNeeded();
  return article;
}

/** Waits until nothing is loading or queued: every activated widget is live. */
export async function widgetsSettled(page: Page): Promise<void> {
  await page.evaluate(() => window.Etalage!.whenSettled());
}

/**
 * A shopper moves the mouse (the page's first interaction fetches the buttons' code) and the code arrives:
 * what happened before a connection drops in real life.
 */
export async function shopperArrived(page: Page): Promise<void> {
  await page.mouse.move(5, 300);
  await page.mouse.move(15, 320);
  await widgetsSettled(page);
}

export async function variantIdOf(card: Locator): Promise<number> {
  return Number(await card.getAttribute('data-etl-variant-id'));
}

export function likeButtonOf(card: Locator): Locator {
  return card.locator('.etl-like__button');
}

/** What the server recorded for an item, through the test-only hook of the reference storefront. */
export async function serverLikes(request: APIRequestContext, itemId: number, itemType = 'variant') {
  const response = await request.get(`/__test/likes?itemType=${itemType}&itemId=${itemId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { likeRows: number; likeWrites: number; unlikeWrites: number; requestCount: number };
}

export async function logIn(page: Page, next = LISTING, account = SHOPPER) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page.getByRole('button', { name: /Inloggen/ }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/**
 * A shopper's Chrome: headless Chromium's own user agent ('HeadlessChrome') counts as a crawler (`isBot`: no cookie
 * bar), so tests of the cookie bar and consent speak as this one, in a context of their own (close it after).
 */
export const SHOPPER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
export async function shopperPage(browser: Browser, options: { width?: number; javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    userAgent: SHOPPER_UA,
    viewport: { width: options.width ?? 1280, height: 844 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  return context.newPage();
}

/** Waits until the storefront's service worker (`/sw.js`, registered at idle) controls the page. */
export async function workerControls(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 }).toMatch(/\/sw\.js$/);
}

/** Console errors of the page, minus the network errors the test provokes on purpose. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Records the page's layout shifts that no input caused, from its start (call before `goto`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts recorded so far, two frames from now (so that a late shift is reported). */
export async function layoutShiftSum(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
}

/**
 * Waits until the page has nothing left to do by itself: its idle callbacks ran (idle-activated widgets started),
 * nothing is loading or queued, twice over (what one round started may start more), then two frames. Tests that
 * assert that something did *not* happen call this instead of sleeping.
 */
export async function pageQuiet(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round += 1) {
      await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 }));
      await window.Etalage?.whenSettled();
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** A route's answers held back until `release()`: a slow network, made deterministic. */
export function heldBack(): { wait: Promise<void>; release: () => void } {
  let release = () => {};
  const wait = new Promise<void>((resolve) => (release = resolve));
  return { wait, release };
}
