import type { Locator } from '@playwright/test';
import { formatSecondPrice } from '../../packages/core/src/format/number.js';
import { expect, test } from './fixtures.js';
import { card } from './helpers.js';

const USD = { code: 'USD', rate: 1.08 };

/**
 * A storefront of this file's own with a second currency in its page config: `storefrontEnv` is a worker option, so
 * Playwright runs this file in a worker (and on a storefront) of its own; the other files keep euro only.
 */
test.use({ storefrontEnv: { ETALAGE_SECOND_CURRENCY: 'USD:1.08' }, permissions: ['clipboard-read', 'clipboard-write'] });

/** The euro amount of a shown price ('Prijs € 1.299,00' → 1299). */
async function euroOf(price: Locator): Promise<number> {
  return Number((await price.textContent())!.replace(/[^\d,]/g, '').replace(',', '.'));
}

/** What a second price shows and says: the hidden 'Ongeveer ', then '≈ US$ 1.402,92' exactly as @etalage/core writes it. */
const said = (euro: number) => `Ongeveer ${formatSecondPrice(euro, USD)}`;

test('the second currency shows beside the price on a listing, a product page and the comparison page', async ({ page }) => {
  // A listing: the card's price and its voucher's 'Prijs met voucher' (the first card with one).
  await page.goto('/producten/vouchers?perPage=12');
  const item = await card(page, 0);
  const euro = await euroOf(item.locator('.pc-price'));
  // The price's own (the old price and the instalment amount carry one inside their lines).
  const second = item.locator('.pc-prices > .pc-price-second');
  await expect(second).toHaveText(said(euro));
  await expect(second.locator('[aria-hidden="true"]')).toHaveText('≈');
  await expect(second.locator('.visually-hidden')).toHaveText('Ongeveer');
  // A struck-through old price carries its own, inside the strike.
  const before = page.locator('article s.pc-price-before').filter({ has: page.locator('.pc-price-second') }).first();
  const beforeEuro = Number((await before.evaluate((s) => s.firstChild!.nextSibling!.textContent!)).replace(/[^\d,]/g, '').replace(',', '.'));
  await expect(before.locator('.pc-price-second')).toHaveText(said(beforeEuro));
  const voucher = page.locator('article .etl-voucher-card').filter({ has: page.locator('.etl-voucher-card__price') }).first();
  await voucher.scrollIntoViewIfNeeded();
  const withVoucher = await euroOf(voucher.locator('.etl-voucher-card__price strong'));
  await expect(voucher.locator('.etl-voucher-card__price .etl-second-price')).toHaveText(said(withVoucher));
  // The card hydrates on this click (copying its code): what the server drew stays as it was.
  await voucher.getByRole('button').click();
  await expect(voucher.getByRole('status')).toHaveText('Gekopieerd!');
  await expect(voucher.locator('.etl-voucher-card__price .etl-second-price')).toHaveText(said(withVoucher));

  // Compare the first card, then its product page's price block.
  const compare = item.locator('.etl-compare-button__button');
  await compare.click();
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  await page.goto((await item.locator('.pc-name a').getAttribute('href'))!);
  await expect(page.locator('.pd-prices > .pc-price-second')).toHaveText(said(euro));
  expect(await euroOf(page.locator('.pd-price'))).toBe(euro);

  // The comparison table, drawn in the browser from the API's variant.
  await page.goto('/compare-products');
  const table = page.getByRole('table', { name: 'Vergelijking' });
  await expect(table.locator('.etl-comparison-table__prices > .etl-second-price')).toHaveText([said(euro)]);
});
