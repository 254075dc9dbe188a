import { expect, test } from './fixtures.js';
import { collectConsoleErrors } from './helpers.js';
import { expectNoAxeViolations } from '../axe.js';

const PRODUCT = '/product/v/10001-bank-oslo-deluxe-linnen-naturel';

interface Delivery {
  providerLabel: string;
  items: { label: string; price: number; priceCod: number | null; deliveryDays: number }[];
}

const money = (value: number) => new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(value);

test("the product page's 'Bezorgopties' opens the delivery options with their prices", async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const answer = await request.get('/api/v2/variant/10001/deliveries');
  const deliveries = (await answer.json()) as Delivery[];
  expect(deliveries.length).toBeGreaterThan(0);
  await page.goto(PRODUCT);
  const opener = page.getByRole('link', { name: 'Bezorgopties' });
  await expect(opener).toHaveAttribute('data-etl-modal', 'deliveries');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Bezorgopties' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(deliveries.map((d) => d.providerLabel));
  const items = deliveries.flatMap((d) => d.items);
  const rows = dialog.locator('.etl-deliveries__item');
  await expect(rows).toHaveCount(items.length);
  for (const [i, item] of items.entries()) {
    const text = (await rows.nth(i).textContent())!.replace(/\u00a0/g, ' ');
    expect(text).toContain(item.label);
    expect(text).toContain(item.price === 0 ? 'Gratis' : money(item.price).replace(/\u00a0/g, ' '));
    if (item.priceCod !== null) expect(text).toContain(`Rembours: ${money(item.priceCod).replace(/\u00a0/g, ' ')}`);
    expect(text).toMatch(item.deliveryDays === 0 ? /Vandaag verzonden/ : item.deliveryDays === 1 ? /Morgen in huis/ : new RegExp(`Levering in ${item.deliveryDays} werkdagen`));
  }
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(errors).toEqual([]);
});

test("without JavaScript 'Bezorgopties' leads to the page's delivery table", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PRODUCT);
  await page.getByRole('link', { name: 'Bezorgopties' }).click();
  await expect(page).toHaveURL(/#bezorging$/);
  await expect(page.getByRole('heading', { name: 'Bezorging', level: 2 })).toBeInViewport();
  await context.close();
});
