import { expect, test } from './fixtures.js';
import type { Browser, Page } from '@playwright/test';
import {
  collectConsoleErrors,
  describeLayoutShifts,
  holdRequests,
  layoutShifts,
  LISTING,
  pageSettled,
  recordLayoutShifts,
  shopperPage,
  widgetsSettled,
  workerControls,
  type LayoutShifts,
} from './helpers.js';

/** A listing of 12 cards (the test hook ?perPage): the bar is the page's, the cards do not matter here. */
const PAGE = `${LISTING}?perPage=12`;
import { expectNoAxeViolations } from '../axe.js';

/**
 * The cookie bar and consent (spec §4, §7, §9). Headless Chromium's own user agent
 * ('HeadlessChrome') counts as a crawler (`isBot`), so the other storefront tests see no bar; these tests speak
 * as a shopper's Chrome, or as Googlebot.
 */
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DAY_S = 86_400;
/** The bar's chunk, also under a retry's query (`?attempt=1`): held back or failed in the tests of an early click. */
const COOKIE_BAR_CODE = /\/chunks\/cookie-bar-[^/?]+\.js(\?.*)?$/;

const bar = (page: Page) => page.getByRole('region', { name: 'Cookies' });

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === '_cc');
}

/** What the storefront recorded for this shopper (test hook), oldest first. */
async function recordedConsents(page: Page) {
  const visitor = (await page.context().cookies()).find((cookie) => cookie.name === 'etl_visitor')?.value;
  const answer = await page.request.get(`/__test/consents?owner=visitor:${visitor}`);
  return ((await answer.json()) as { consents: unknown[] }).consents;
}

test('first visit shows the bar; analytics only gives _cc=analytics|essential for 365 days and one consent request; a reload shows no bar', async ({ browser }) => {
  const page = await shopperPage(browser);
  const errors = collectConsoleErrors(page);
  const consentRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v2/consent') consentRequests.push(request.method());
  });
  await page.goto(PAGE);
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Alles accepteren' })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Alleen noodzakelijk' })).toBeVisible();
  // Nothing is tracked while the bar asks.
  expect(await page.evaluate(() => (window.dataLayer ?? []).length)).toBe(0);

  await bar(page).getByText('Instellingen', { exact: true }).click();
  await expect(bar(page).getByRole('checkbox', { name: 'Noodzakelijk (altijd aan)' })).toBeChecked();
  await expect(bar(page).getByRole('checkbox', { name: 'Noodzakelijk (altijd aan)' })).toBeDisabled();
  await bar(page).getByRole('checkbox', { name: 'Analytisch' }).check();
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/consent');
  const before = Date.now() / 1000;
  await bar(page).getByRole('button', { name: 'Keuze opslaan' }).click();
  expect((await answered).status()).toBe(204);
  await expect(bar(page)).toHaveCount(0);

  const cookie = await consentCookie(page);
  expect(cookie?.value).toBe('analytics|essential');
  expect(cookie!.expires).toBeGreaterThan(before + 365 * DAY_S - 60);
  expect(cookie!.expires).toBeLessThan(before + 365 * DAY_S + 60);

  await page.reload();
  await widgetsSettled(page);
  await expect(page.locator('.etl-cookie-bar')).toHaveCount(0);
  expect(consentRequests).toEqual(['POST']);
  expect(await recordedConsents(page)).toEqual([{ essential: true, marketing: false, analytics: true, functional: false }]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("'Alles accepteren' clicked before the bar's code: the bar goes in the click, the choice is stored and sent once the code is in", async ({ browser }) => {
  const page = await shopperPage(browser);
  const errors = collectConsoleErrors(page);
  const releaseCode = await holdRequests(page, COOKIE_BAR_CODE);
  const consentRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v2/consent') consentRequests.push(request.method());
  });
  await page.goto(PAGE);
  await widgetsSettled(page);
  const accept = bar(page).getByRole('button', { name: 'Alles accepteren' });
  await accept.click();
  // Drawn by the stylesheet on the runtime's busy mark, with no cookie-bar code on the page yet.
  await expect(page.locator('.etl-cookie-bar button[value="alles"]')).toHaveAttribute('data-etl-pending', '');
  await expect(bar(page)).toBeHidden();
  expect(await page.locator('.etl-cookie-bar').evaluate((section) => getComputedStyle(section).display)).toBe('none');
  expect(await consentCookie(page)).toBeUndefined();
  releaseCode();
  // The held click reaches the widget: the choice is stored and sent, and the bar leaves the page.
  await expect(page.locator('.etl-cookie-bar')).toHaveCount(0);
  await expect.poll(async () => (await consentCookie(page))?.value).toBe('analytics|essential|functional|marketing');
  await expect.poll(() => consentRequests).toEqual(['POST']);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("a choice clicked while the bar's code cannot load: the bar comes back, nothing is stored, and a second click works once the code is in", async ({ browser }) => {
  const page = await shopperPage(browser);
  const errors = collectConsoleErrors(page);
  let failing = true;
  await page.route(COOKIE_BAR_CODE, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(PAGE);
  await widgetsSettled(page);
  await bar(page).getByRole('button', { name: 'Alleen noodzakelijk' }).click();
  // Gone in the click, back once the code has failed: the shopper sees the choice was not made.
  await expect(bar(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.etl-cookie-bar [data-etl-pending]')).toHaveCount(0);
  expect(await consentCookie(page)).toBeUndefined();
  await expect.poll(() => errors.some((error) => error.includes('could not load its code'))).toBe(true);
  failing = false;
  await bar(page).getByRole('button', { name: 'Alleen noodzakelijk' }).click();
  await expect(page.locator('.etl-cookie-bar')).toHaveCount(0);
  await expect.poll(async () => (await consentCookie(page))?.value).toBe('essential');
  await page.context().close();
});

test('a crawler user agent sees no bar', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: CRAWLER_UA });
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[data-etl-widget="cookie-bar"]')).toHaveCount(0);
  await context.close();
});

test('axe finds no violations with the cookie bar open, settings closed and open', async ({ browser }) => {
  // axe over a whole listing takes as long as in accessibility.e2e.ts (90 s there) on a busy 2-core machine.
  test.setTimeout(90_000);
  const page = await shopperPage(browser);
  await page.goto(PAGE);
  await widgetsSettled(page);
  await expect(bar(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await bar(page).getByText('Instellingen', { exact: true }).click();
  await expect(bar(page).getByRole('checkbox', { name: 'Marketing' })).toBeVisible();
  await expectNoAxeViolations(page, { include: '[data-etl-widget="cookie-bar"]' });
  await page.context().close();
});

test('the bar is reached by keyboard with a visible focus', async ({ browser }) => {
  const page = await shopperPage(browser);
  await page.goto('/');
  const accept = bar(page).getByRole('button', { name: 'Alles accepteren' });
  await accept.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  const outline = await accept.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(bar(page)).toHaveCount(0);
  await expect.poll(async () => (await consentCookie(page))?.value).toBe('analytics|essential|functional|marketing');
  await page.context().close();
});

test('a failing consent call keeps the choice, says what failed and goes again by beacon when the page is left', async ({ browser }) => {
  const page = await shopperPage(browser);
  const errors = collectConsoleErrors(page);
  await page.request.post('/__test/faults', { data: { pathPrefix: '/api/v2/consent', status: 503, count: 1 } });
  await page.goto('/');
  // A click before the bar's code runs posts the form without JavaScript (no consent call to fail).
  await widgetsSettled(page);
  // The service worker controls the page the beacon leaves (it must not lose it).
  await workerControls(page);
  const failed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/consent');
  await bar(page).getByRole('button', { name: 'Alleen noodzakelijk' }).click();
  expect((await failed).status()).toBe(503);
  await expect(bar(page)).toHaveCount(0);
  await expect.poll(async () => (await consentCookie(page))?.value).toBe('essential');
  await expect.poll(() => errors.some((error) => error.includes('POST /api/v2/consent failed'))).toBe(true);
  // Leaving the page sends it by beacon (the request of a page that is gone is not reported: the server says it came).
  await page.goto(PAGE);
  await expect.poll(() => recordedConsents(page)).toEqual([{ essential: true, marketing: false, analytics: false, functional: false }]);
  await expect(page.locator('.etl-cookie-bar')).toHaveCount(0);
  await page.context().close();
});

test('without JavaScript the buttons post a plain form: _cc is set and the shopper comes back', async ({ browser }) => {
  const page = await shopperPage(browser, { javaScriptEnabled: false });
  await page.goto(PAGE);
  await bar(page).getByRole('button', { name: 'Alleen noodzakelijk' }).click();
  await page.waitForURL(`**${PAGE}`);
  await expect(page.locator('.etl-cookie-bar')).toHaveCount(0);
  expect((await consentCookie(page))?.value).toBe('essential');
  await page.context().close();
});

test("the footer's 'Cookie-instellingen' opens the cookie settings as a dialog without a page load, the stored choice ticked", async ({ browser, baseURL }) => {
  const page = await shopperPage(browser);
  await page.context().addCookies([{ name: '_cc', value: 'analytics|essential', url: baseURL! }]);
  // The listing without a query: the address stays as it is.
  await page.goto(LISTING);
  await expect(page.locator('.etl-cookie-bar')).toHaveCount(0);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-instellingen' });
  // Without script the link reopens the bar on its page.
  await expect(link).toHaveAttribute('href', /[?&]cookies=instellingen$/);
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-instellingen' });
  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Analytisch' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  // The WAI-ARIA dialog pattern: the focus moves in and Tab keeps it there; Escape closes and gives it back to the link.
  await expect.poll(focusInside).toBe(true);
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  // From the keyboard again; a choice closes the dialog and is written.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Alleen noodzakelijk' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await consentCookie(page))?.value).toBe('essential');
  await expect(link).toBeFocused();
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.context().close();
});

test('on a phone the bar is compact and hides nothing for good: at the end of the page the footer is above it', async ({ browser }) => {
  const page = await shopperPage(browser, { width: 390 });
  await page.goto('/product/v/10001-bank-oslo-deluxe-linnen-naturel');
  const box = (await bar(page).boundingBox())!;
  expect(box.height).toBeLessThan(844 * 0.3);
  expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  const atEnd = (await bar(page).boundingBox())!;
  expect(footer.y + footer.height).toBeLessThanOrEqual(atEnd.y + 1);
  await page.context().close();
});

/** The same measure as layout-shift.e2e.ts, as a shopper who sees the bar (it is in the HTML from the start). */
async function wholeLoadShifts(browser: Browser, width: number, withScript: boolean): Promise<LayoutShifts> {
  const page = await shopperPage(browser, { width });
  await recordLayoutShifts(page);
  await page.goto(withScript ? PAGE : `${PAGE}&etalage=off`);
  await pageSettled(page, { withScript });
  await expect(bar(page)).toBeVisible();
  const shifts = await layoutShifts(page);
  await page.context().close();
  return shifts;
}

for (const width of [390, 1280]) {
  test(`with the bar open at ${width} px the script shifts no more than without it`, async ({ browser }) => {
    const withoutScript = await wholeLoadShifts(browser, width, false);
    const withScript = await wholeLoadShifts(browser, width, true);
    const report = `${describeLayoutShifts('without the script', withoutScript)}\n${describeLayoutShifts('with the script', withScript)}`;
    expect(withoutScript.total, report).toBe(0);
    expect(withScript.total, report).toBeLessThanOrEqual(0.001);
    expect(withScript.total, report).toBe(withoutScript.total);
  });
}
