import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import { collectConsoleErrors, LISTING, pageQuiet } from './helpers.js';
import { expectNoAxeViolations } from '../axe.js';

/**
 * Attribution cookies, the header that hides on scrolling down, the banner strip, the footer
 * accordion and country switch. Headless Chromium counts as a crawler, so these pages show no cookie bar and the
 * attribution does not wait for consent (one test speaks as a shopper's Chrome for that).
 */
const SHOPPER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const DAY_S = 86_400;
/** A light page (the banner strip and the footer are on every page). */
const INFO = '/over-ons/contact';
const CAMPAIGN = { utm_source: 'nieuwsbrief', utm_medium: 'email', utm_campaign: 'blackfriday', utm_term: 'bank', utm_content: 'kop', gclid: 'abc123' };

/** The page chrome (an idle enhancer) has run. */
async function chromeReady(page: Page) {
  await expect(page.locator('header[data-etl-widget="page-chrome"]')).toHaveAttribute('data-etl-state', 'mounted');
}

async function attributionCookies(page: Page) {
  const cookies = await page.context().cookies();
  return Object.fromEntries(cookies.filter((cookie) => cookie.name.startsWith('utm_') || cookie.name === 'gclid').map((cookie) => [cookie.name, cookie]));
}

test('a landing URL with utm parameters and gclid leaves 30-day cookies; a direct visit keeps them, a search referrer replaces them', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${LISTING}?${new URLSearchParams(CAMPAIGN)}`);
  const values = async () => Object.fromEntries(Object.entries(await attributionCookies(page)).map(([name, cookie]) => [name, cookie.value]));
  // The page chrome loads the attribution chunk when idle.
  await expect.poll(values).toEqual(CAMPAIGN);
  const now = Date.now() / 1000;
  const stored = await attributionCookies(page);
  for (const cookie of Object.values(stored)) {
    expect(cookie.expires).toBeGreaterThan(now + 30 * DAY_S - 60);
    expect(cookie.expires).toBeLessThan(now + 30 * DAY_S + 60);
  }

  // A later direct visit (no referrer, no parameters) keeps the campaign.
  await page.goto('/');
  await chromeReady(page);
  expect((await attributionCookies(page)).utm_source?.value).toBe('nieuwsbrief');

  // A visit from a search engine is a new source: google/search, the campaign's other cookies gone.
  await page.goto(LISTING, { referer: 'https://www.google.nl/' });
  await expect.poll(values).toEqual({ utm_source: 'google', utm_medium: 'search' });
  expect(errors).toEqual([]);
});

test('attribution waits for marketing consent while the cookie bar asks', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: SHOPPER_UA });
  const page = await context.newPage();
  await page.goto(`${LISTING}?utm_source=partner&utm_medium=cpc`);
  await chromeReady(page);
  expect(await attributionCookies(page)).toEqual({});
  await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Alles accepteren' }).click();
  await expect.poll(async () => (await attributionCookies(page)).utm_source?.value).toBe('partner');
  await context.close();
});

test('the header hides on scrolling down and shows on scrolling up, but not while pressed or while the search overlay is open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.goto(LISTING);
  await chromeReady(page);
  const header = page.locator('header.site-header');
  await page.mouse.move(640, 600);
  await page.mouse.wheel(0, 700);
  await expect(header).toHaveClass(/etl-page-header--hidden/);
  await expect.poll(async () => (await header.boundingBox())!.y + (await header.boundingBox())!.height).toBeLessThanOrEqual(1);
  await page.mouse.wheel(0, -120);
  await expect(header).not.toHaveClass(/etl-page-header--hidden/);
  await expect.poll(async () => (await header.boundingBox())!.y).toBeGreaterThanOrEqual(0);

  // A press on the header holds it: a scroll the shopper did not make (here the page's own) does not slide
  // 'Inloggen' from under the click. Once released, the same scroll hides it.
  const scrolledTo = (y: number) => page.evaluate((to) => new Promise((done) => {
    window.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(done)), { once: true });
    window.scrollTo(0, to);
  }), y);
  await page.getByRole('banner').getByRole('link', { name: 'Inloggen', exact: true }).hover();
  await page.mouse.down();
  await scrolledTo(1400);
  await expect(header).not.toHaveClass(/etl-page-header--hidden/);
  await page.mouse.move(640, 600);
  await page.mouse.up();
  await scrolledTo(2000);
  await expect(header).toHaveClass(/etl-page-header--hidden/);
  await page.mouse.wheel(0, -120);
  await expect(header).not.toHaveClass(/etl-page-header--hidden/);

  // The open search overlay holds the header: no transform, so its fixed panel is placed against the window.
  await page.locator('#etl-search-input').click();
  await expect(page.locator('.etl-search-overlay--open')).toHaveCount(1);
  await page.evaluate(() => document.querySelector('header.site-header')!.classList.add('etl-page-header--hidden'));
  expect(await header.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
  await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
  expect((await page.locator('.etl-search-overlay__panel').boundingBox())!.y).toBeGreaterThanOrEqual(0);
});

test('a closed banner strip stays closed after a reload; its events reach the data layer; axe passes with the strip', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(INFO);
  const strip = page.getByRole('region', { name: 'Actie' });
  await expect(strip).toBeVisible();
  await expectNoAxeViolations(page);

  await strip.hover();
  await expect(page.locator('[data-etl-widget="banner-strip"]')).toHaveAttribute('data-etl-state', 'mounted');
  await strip.getByRole('button', { name: 'Verberg deze actie' }).click();
  await expect(strip).toHaveCount(0);
  const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event));
  expect(events).toContain('banner_strip_close_click');
  const seen = (await page.context().cookies()).find((cookie) => cookie.name === 'etl_banner_seen');
  expect(decodeURIComponent(seen?.value ?? '')).toBe('12');
  await page.reload();
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Actie' })).toHaveCount(0);
});

test('without JavaScript the close button posts the form and the banner stays closed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(INFO);
  await page.getByRole('button', { name: 'Verberg deze actie' }).click();
  await expect(page).toHaveURL(new RegExp(`${INFO}$`));
  await expect(page.getByRole('region', { name: 'Actie' })).toHaveCount(0);
  await context.close();
});

test('footer: a hash link opens its accordion, one FAQ answer at a time, the country switch navigates', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(INFO);
  await chromeReady(page);
  const answer = page.locator('#faq-kortingen');
  await expect(answer).not.toHaveAttribute('open');
  await page.getByRole('link', { name: 'Veelgestelde vragen over kortingen' }).click();
  await expect(answer).toHaveAttribute('open');
  await expect(page.getByText('Ja. We tonen alleen kortingen')).toBeVisible();
  await page.getByText('Bestel ik bij Etalage?').click();
  await expect(page.locator('#faq-bestellen')).toHaveAttribute('open');
  await expect(answer).not.toHaveAttribute('open');

  // Footer panels on a phone: several may be open. (The page's own text may use the same words: the footer's.)
  const footer = page.getByRole('contentinfo');
  await footer.getByText('Winkelen', { exact: true }).click();
  await footer.getByText('Over ons', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Alle categorieën' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wie zijn wij' })).toBeVisible();

  await page.route('https://www.etalage.be/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Etalage België</title>' }));
  await page.getByLabel('Land', { exact: true }).selectOption('België');
  await expect(page).toHaveURL('https://www.etalage.be/');
});

test('the app banner: on the production host and a phone, from the second visit; the page’s end scrolls above it; closed it stays away', async ({ browser, baseURL }) => {
  const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
  const context = await browser.newContext({ userAgent: PHONE_UA, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  // Consent given before (a phone's Chrome is no crawler: the cookie bar would have the bottom of the screen first).
  await context.addCookies([{ name: '_cc', value: 'analytics|essential', url: 'http://www.etalage.nl' }]);
  const page = await context.newPage();
  // The storefront as www.etalage.nl (its configured production host): every request goes to the test server.
  const local = new URL(baseURL!);
  await page.route('http://www.etalage.nl/**', async (route) => {
    const url = new URL(route.request().url());
    url.host = local.host;
    await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
  });
  const visit = async () => {
    await page.goto(`http://www.etalage.nl${INFO}`);
    await chromeReady(page);
  };
  const banner = page.getByRole('complementary', { name: 'Etalage-app' });
  await visit();
  await pageQuiet(page);
  await expect(banner).toHaveCount(0); // the first visit
  // The visit is counted by the banner's own chunk, after the page is quiet: wait for it before the session ends
  // (a second visit while the first was not counted yet is a first visit, and shows nothing).
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.endsWith('visit-count')))).toBe(true);
  await context.clearCookies({ name: 'etl_visit' }); // the browser session ends
  await visit();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Installeren' })).toBeVisible();
  await expectNoAxeViolations(page, { include: '.etl-page-chrome__app-banner' });

  // Scrolled to the end, the footer's last line is above the bar, not under it.
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  const footerBottom = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
  const bannerTop = await banner.evaluate((element) => element.getBoundingClientRect().top);
  expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1);

  await banner.getByRole('button', { name: 'Verberg de app-banner' }).click();
  await expect(banner).toHaveCount(0);
  await context.clearCookies({ name: 'etl_visit' });
  await visit();
  await pageQuiet(page);
  await expect(banner).toHaveCount(0);
  await context.close();
});
