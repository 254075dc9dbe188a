import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './helpers.js';

/**
 * The filter panel swaps the server's regions through `insertServerHtml` on a page with a strict CSP and
 * Trusted Types (`require-trusted-types-for 'script'`): no violation, and the runtime mounts the new cards' widgets
 * and unmounts the old ones.
 */
test('filter swaps through insertServerHtml raise no securitypolicyviolation under Trusted Types', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const card = (id: number, code: string) =>
    `<div class="card" id="card-${id}">Bank ${id} <div data-etl-widget="voucher-card" data-etl-code="${code}" data-etl-value="5" data-etl-value-type="money">Vouchercode: ${code}</div></div>`;
  await page.route('**/variant/filtering', async (route) => {
    const { url } = route.request().postDataJSON() as { url: string };
    const green = url.includes('kleur-groen');
    await route.fulfill({
      json: {
        totalCount: 1,
        title: 'Producten',
        url,
        groups: [
          {
            ident: 'kleur',
            type: 'features',
            name: 'Kleur',
            choices: [{ ident: 'kleur-groen', id: 'kleur-groen', name: 'Groen', url: green ? '/fixtures/listing-filters-csp.html' : url, selected: green, disabled: false, followable: true, highlighted: false, count: 1 }],
          },
        ],
        categoryUrl: null,
        showAiSearch: false,
        aiSearchPlaceholder: null,
        topHtml: '<p class="top">Boven</p>',
        listHtml: card(3, 'DRIE'),
        bottomHtml: '<p class="bottom">Onder</p>',
        paginatorHtml: '<nav aria-label="Paginering"><a href="?page=2">Volgende</a></nav>',
        nextPageUrl: null,
      },
    });
  });
  await page.goto('/fixtures/listing-filters-csp.html');
  await page.evaluate(() => window.Etalage!.whenSettled());
  await page.locator('#filters-slot').hover();
  await expect(page.locator('.etl-listing-filters')).toBeVisible();
  await page.evaluate(() => window.Etalage!.whenSettled());
  await page.locator('.etl-listing-filters__choice', { hasText: 'Groen' }).click();
  await expect(page.locator('#card-3')).toBeVisible();
  await expect(page.locator('#card-1')).toHaveCount(0);
  await expect(page.locator('#listing-top .top')).toHaveText('Boven');
  await expect(page.locator('#paginator')).toContainText('Volgende');
  await expect(page.locator('#results-title')).toHaveText('1 product');
  await expect(page).toHaveURL(/dimensie=kleur-groen/);
  await page.evaluate(() => window.Etalage!.whenSettled());
  const stats = await page.evaluate(() => window.Etalage!.stats());
  // The panel and the new card's voucher: the two old vouchers were unmounted.
  expect(stats.connected).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
});
