import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './helpers.js';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the voucher card on the vouchers page copies its code and confirms for 2 seconds', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/producten/vouchers');
  const slot = page.locator('[data-etl-widget="voucher-card"]').first();
  await slot.scrollIntoViewIfNeeded();
  const code = await slot.getAttribute('data-etl-code');
  expect(code).toBeTruthy();
  const voucher = slot.locator('.etl-voucher');
  await expect(voucher.getByRole('status')).toHaveText('Klik om de vouchercode te kopiëren');

  await voucher.getByRole('button').click();
  await expect(voucher.getByRole('status')).toHaveText('Gekopieerd!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // The event helpers load with the first copy.
  await expect.poll(() => page.evaluate(() => window.dataLayer ?? [])).toContainEqual({ event: 'voucher_copy', voucher_code: code });
  await expect(voucher.getByRole('status')).toHaveText('Klik om de vouchercode te kopiëren', { timeout: 3000 });
  expect(errors).toEqual([]);
});
