import { expect, poll, LISTING, SHORT_LISTING, test, widgetsSettled } from './fixtures.js';

// No consent stored: the bar shows, as on a shopper's first visit.
test.use({ consent: null });

const BAR = '[data-etl-widget="cookie-bar"] .etl-cookie-bar';

test("the cookie bar on a first visit: the engine's own user agent is no crawler's; a choice is stored and the bar stays away", async ({ tab, storefront }) => {
  await tab.goto(SHORT_LISTING);
  // isBot (packages/core) finds no crawler in Firefox's or WebKitGTK's user agent: the bar shows without any
  // user agent override (Chromium's headless one, 'HeadlessChrome', needs one in the Chromium tests).
  const userAgent = await tab.evaluate(() => navigator.userAgent);
  expect(userAgent).not.toMatch(/bot|crawl|spider|slurp|lighthouse|headlesschrome/i);
  await poll(() => tab.isVisible(BAR)).toBe(true);
  // Nothing is tracked while the bar asks.
  expect(await tab.evaluate(() => (window.dataLayer ?? []).length)).toBe(0);

  await tab.click({ css: `${BAR} summary`, text: 'Instellingen' });
  await poll(() => tab.isVisible('#etl-cookie-bar-analytics')).toBe(true);
  expect(await tab.evaluate(() => (document.querySelector('#etl-cookie-bar-essential') as HTMLInputElement).checked)).toBe(true);
  await tab.click('#etl-cookie-bar-analytics');
  await poll(() => tab.evaluate(() => (document.querySelector('#etl-cookie-bar-analytics') as HTMLInputElement).checked)).toBe(true);
  await tab.click({ css: `${BAR} button`, text: 'Keuze opslaan' });
  await poll(() => tab.count(BAR)).toBe(0);
  await poll(() => tab.evaluate(() => document.cookie.split('; ').find((cookie) => cookie.startsWith('_cc=')) ?? null)).toBe('_cc=analytics|essential');
  expect(new URL(await tab.url()).pathname).toBe(LISTING);
  // The storefront recorded the choice for this visitor (etl_visitor, an HttpOnly cookie).
  const visitor = await tab.cookie('etl_visitor');
  expect(visitor).toBeTruthy();
  await poll(async () => ((await (await fetch(`${storefront.url}/__test/consents?owner=visitor:${visitor}`)).json()) as { consents: unknown[] }).consents)
    .toEqual([{ essential: true, marketing: false, analytics: true, functional: false }]);

  await tab.goto(SHORT_LISTING);
  await widgetsSettled(tab);
  expect(await tab.count('[data-etl-widget="cookie-bar"]')).toBe(0);
});
