import { expect, test } from './fixtures.js';
import { card, LISTING, scriptReady } from './helpers.js';

test('compare 3 products, then open the comparison page and remove one there', async ({ page }) => {
  await page.goto(LISTING);
  const names: string[] = [];
  for (const index of [3, 4, 5]) {
    const item = await card(page, index);
    names.push((await item.locator('.pc-name').textContent())!.trim());
    const compare = item.locator('.etl-compare-button__button');
    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    await expect(item.locator('.etl-compare-button__tooltip')).toContainText('Product toegevoegd aan vergelijking');
  }
  await expect(page.getByRole('link', { name: 'Vergelijken, 3 producten' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'comparison_add').length))
    .toBe(3);

  await page.locator('article[data-etl-widget="product-card"]').nth(5).getByRole('link', { name: 'Vergelijking weergeven' }).click();
  await page.waitForURL('**/compare-products');
  const table = page.getByRole('table', { name: 'Vergelijking' });
  await expect(table).toBeVisible();
  for (const name of names) await expect(table.getByText(name, { exact: true }).first()).toBeVisible();

  await table.getByRole('button', { name: new RegExp(`Verwijderen.*${names[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(table.getByText(names[0]!, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Vergelijken, 2 producten' })).toBeVisible();
});

test('a click elsewhere closes the compare tooltip; a click on its own text does not', async ({ page }) => {
  // The page's clock stands still once the tooltip shows, so its own 5 s cannot be what hides it.
  await page.clock.install();
  await page.goto(LISTING);
  const item = await card(page, 2);
  await item.locator('.etl-compare-button__button').click();
  const tooltip = item.locator('.etl-compare-button__tooltip');
  await expect(tooltip).toContainText('Product toegevoegd aan vergelijking');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await tooltip.getByText('Product toegevoegd aan vergelijking').click();
  await expect(tooltip.getByRole('link', { name: 'Vergelijking weergeven' })).toBeVisible();
  await page.locator('h1').first().click();
  await expect(tooltip).toHaveText('');
  await expect(item.locator('.etl-compare-button__button')).toHaveAttribute('aria-pressed', 'true');
});

test('three compare clicks on three cards in quick succession, before the buttons have their code: all three are compared', async ({ page }) => {
  await page.goto(LISTING);
  await scriptReady(page);
  const cards = page.locator('article[data-etl-widget="product-card"]');
  const buttons = [0, 1, 2].map((index) => cards.nth(index).locator('.etl-compare-button__button'));
  // Back to back, no waiting between them: each click lands while the code of the one before is still on its way.
  for (const button of buttons) await button.click();
  for (const button of buttons) await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Vergelijken, 3 producten' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Vergelijken, 3 producten' })).toBeVisible();
});
