import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './helpers.js';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the voucher card copies its code under a strict CSP with Trusted Types', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/fixtures/voucher-csp.html');
  const voucher = page.locator('#voucher');
  await expect(voucher.getByRole('status')).toHaveText('Klik om de vouchercode te kopiëren');
  await expect(voucher.getByRole('button')).toContainText('-€ 25,00');
  await expect(voucher).toContainText('Prijs met voucher: € 174,95');

  await voucher.getByRole('button').click();
  await expect(voucher.getByRole('status')).toHaveText('Gekopieerd!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('KORTING25');
  // The event helpers load with the first copy.
  await expect
    .poll(() => page.evaluate(() => window.dataLayer ?? []))
    .toContainEqual(expect.objectContaining({ event: 'voucher_copy', voucher_code: 'KORTING25' }));
  await expect(voucher.getByRole('status')).toHaveText('Klik om de vouchercode te kopiëren', { timeout: 3000 });
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
});
