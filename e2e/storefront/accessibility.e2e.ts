import { expect, test } from './fixtures.js';
import { card, LISTING } from './helpers.js';
import { expectNoAxeViolations } from '../axe.js';

for (const path of [LISTING, '/producten/vouchers', '/compare-products', '/login']) {
  test(`${path} passes axe-core (WCAG 2 A and AA) with the widgets mounted`, async ({ page }) => {
    // A listing of 60 cards has about 5,500 elements (the image carousels add some): axe alone takes 20-40 s here.
    test.setTimeout(90_000);
    await page.goto(path);
    if (path === LISTING) await expect((await card(page, 0)).locator('.etl-like__button')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
}
