import { expect, test } from './fixtures.js';
import { card, LISTING } from './helpers.js';
import { axeViolations, expectNoAxeViolations } from '../axe.js';

for (const path of [LISTING, '/producten/vouchers', '/compare-products', '/login']) {
  test(`${path} passes axe-core (WCAG 2 A and AA) with the widgets mounted`, async ({ page }) => {
    // A listing of 60 cards has about 5,500 elements (the image carousels add some): axe alone takes 20-40 s here.
    test.setTimeout(90_000);
    await page.goto(path);
    if (path === LISTING) await expect((await card(page, 0)).locator('.etl-like-button__button')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
}

test('the axe helper reports a violation in the scanned part, and none in the repeated cards it leaves out', async ({ page }) => {
  await page.goto(LISTING);
  await expect((await card(page, 0)).locator('.etl-like-button__button')).toBeVisible();
  // Test-only DOM changes through the DevTools protocol: an unnamed button in the first card and in the 20th.
  await page.evaluate(() => {
    for (const index of [0, 19]) {
      const nameless = document.createElement('button');
      nameless.className = 'axe-probe';
      document.querySelectorAll('.product-grid > article')[index]!.append(nameless);
    }
  });
  const violations = await axeViolations(page);
  expect(violations).toHaveLength(1);
  expect(violations[0]).toMatch(/^button-name: /);
  // One node: the first card's probe; the 20th card's is among the cards left out.
  expect(violations[0]!.match(/axe-probe/g)).toHaveLength(1);
  expect(await axeViolations(page, { include: '.product-grid > article:nth-of-type(2)' })).toEqual([]);
});
