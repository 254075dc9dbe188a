import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import { layoutShiftSum, LISTING, recordLayoutShifts, widgetsSettled } from './helpers.js';

/**
 * Issue 8: the script moves nothing. The widgets' server markup is their first render, so the layout shift
 * with the script equals the shift without it (the storefront serves `?etalage=off` under test hooks).
 */
async function layoutShift(page: Page, url: string, withScript: boolean): Promise<number> {
  await recordLayoutShifts(page);
  await page.goto(withScript ? url : `${url}${url.includes('?') ? '&' : '?'}etalage=off`);
  if (withScript) await widgetsSettled(page);
  await page.waitForLoadState('networkidle');
  return layoutShiftSum(page);
}

for (const width of [390, 1280]) {
  for (const url of [LISTING, '/product/v/10001-bank-oslo-deluxe-linnen-naturel', '/producten/vouchers']) {
    test(`${url} at ${width} px shifts no more with the script than without it`, async ({ browser }) => {
      const results: number[] = [];
      for (const withScript of [true, false]) {
        const page = await browser.newPage({ viewport: { width, height: 844 } });
        results.push(await layoutShift(page, url, withScript));
        await page.close();
      }
      const [withScript, withoutScript] = results as [number, number];
      expect(withScript).toBeLessThanOrEqual(withoutScript + 0.001);
    });
  }
}
