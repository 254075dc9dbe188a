import { expect, test } from './fixtures.js';
import { card, LISTING, variantIdOf } from './helpers.js';
import { expectNoAxeViolations } from '../axe.js';

test('subscribe to a price watch, see Stop met kijken, then unsubscribe through the e-mailed link', async ({ page, request }) => {
  const email = `kijker-${Date.now()}@voorbeeld.nl`;
  await page.goto(LISTING);
  const item = await card(page, 7);
  const id = await variantIdOf(item);
  const watch = item.getByRole('button', { name: /Bekijk beschikbaarheid/ });
  // On desktop the card's shop, details and watch buttons appear when the card is hovered, as for a shopper:
  // that is when the card asks for its watch status (never on load).
  const statusRequest = page.waitForRequest((r) => new URL(r.url()).pathname === `/api/v1/nl/watchdog/${id}`);
  await item.hover();
  await statusRequest;
  await watch.click();
  const dialog = page.getByRole('dialog', { name: 'Bekijk beschikbaarheid' });
  await expect(dialog).toBeVisible();
  const events = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'modal_open'));
  expect(events).toEqual([{ event: 'modal_open', modal_name: 'watchdog', modal_opener: 'watch_button' }]);
  await expectNoAxeViolations(page, { include: 'dialog[open]' });

  await dialog.getByRole('button', { name: 'Houd mij op de hoogte' }).click();
  await expect(dialog.getByText('Vul je e-mailadres in.')).toBeVisible();
  await dialog.getByLabel('E-mailadres').fill(email);
  await dialog.getByLabel('Richtprijs (optioneel)').fill('1');
  await dialog.getByRole('button', { name: 'Houd mij op de hoogte' }).click();
  await expect(dialog).toBeHidden();

  const stop = item.getByRole('button', { name: /Stop met kijken/ });
  await item.hover();
  await expect(stop).toBeVisible();
  await expect(stop).toContainText('bij € 1,00');
  await expect(item.locator('.etl-watch__status')).toHaveText('Gelukt! We houden je op de hoogte.');

  const subscription = await (await request.get(`/__test/watchdog?email=${encodeURIComponent(email)}`)).json();
  expect(subscription.subscriptions).toEqual([expect.objectContaining({ variantId: id, targetPrice: 1 })]);

  await page.goto(`/watchdog/unsubscribe/${subscription.hash}`);
  await expect(page.locator('main')).toContainText(/afgemeld/i);
  const after = await (await request.get(`/__test/watchdog?email=${encodeURIComponent(email)}`)).json();
  expect(after.subscriptions).toEqual([]);

  await page.goto(LISTING);
  const again = await card(page, 7);
  await again.hover();
  await expect(again.getByRole('button', { name: /Bekijk beschikbaarheid/ })).toBeVisible();
});
