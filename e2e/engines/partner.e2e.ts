import { expect, poll, test } from './fixtures.js';

const LIST = '[data-etl-widget="review-list"]';
const VOUCHER = '[data-etl-widget="voucher-card"]';

test("on the partner shop's origin the review list and the voucher work inside their shadow roots, under the shop's strict CSP", async ({ tab, storefront }) => {
  await tab.goto(`${storefront.partnerUrl}/`);
  // Every widget renders inside a shadow root of its element, with the partner stylesheet.
  await poll(() => tab.count(`${LIST} >>> .etl-review-list__item`), { timeout: 20_000 }).toBe(10);
  expect(await tab.evaluate((css: string) => document.querySelector(css)!.shadowRoot?.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? null, LIST)).toMatch(
    /\/static\/etalage\/partner\/partner\.css$/,
  );
  await tab.click({ css: `${LIST} >>> button`, text: 'Meer reviews' });
  await poll(() => tab.count(`${LIST} >>> .etl-review-list__item`)).toBe(20);

  // A photo opens the review images modal, in a shadow root of its own at the end of the body.
  await tab.click(`${LIST} >>> .etl-review-list__review-image`);
  await poll(() => tab.count('[data-etl-layer] >>> dialog[open]')).toBe(1);
  await tab.press('Escape');
  await poll(() => tab.count('[data-etl-layer] >>> dialog[open]')).toBe(0);

  const code = await tab.attribute(VOUCHER, 'data-etl-code');
  expect(code).toBeTruthy();
  await tab.click(`${VOUCHER} >>> .etl-voucher-card__button`);
  await poll(() => tab.text(`${VOUCHER} >>> .etl-voucher-card__message`)).toBe('Gekopieerd!');
  await tab.evaluate(() => window.Etalage!.whenSettled());
  // Problems (the CSP's and Trusted Types' violations included) are read from this origin by the fixture.
  expect(new URL(await tab.url()).origin).toBe(storefront.partnerUrl);
});
