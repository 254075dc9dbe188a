import { expect, test } from './fixtures.js';
import { card, LISTING, shopperPage, variantIdOf } from './helpers.js';
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
  await expect(item.locator('.etl-watch-button__status')).toHaveText('Gelukt! We houden je op de hoogte.');

  const subscription = await (await request.get(`/__test/watchdog?email=${encodeURIComponent(email)}`)).json();
  expect(subscription.subscriptions).toEqual([expect.objectContaining({ variantId: id, targetPrice: 1 })]);

  // Opening the e-mailed link changes nothing (mail scanners follow links): it asks, and 'Afmelden' unsubscribes.
  await page.goto(`/watchdog/unsubscribe/${subscription.hash}`);
  const confirmation = page.locator('[data-etl-widget="watchdog-unsubscribe"]');
  await expect(confirmation).toContainText('Wil je geen e-mails meer ontvangen over');
  const before = await (await request.get(`/__test/watchdog?email=${encodeURIComponent(email)}`)).json();
  expect(before.subscriptions).toHaveLength(1);
  await expectNoAxeViolations(page);
  const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && new URL(r.url()).pathname === `/api/v1/nl/watchdog/unsubscribe/${subscription.hash}`);
  await confirmation.getByRole('button', { name: 'Afmelden' }).click();
  await deleted;
  await expect(confirmation.getByRole('status')).toHaveText(/^Je bent afgemeld\. Je ontvangt geen e-mails meer over .+\.$/);
  await expect(confirmation.getByRole('status')).toBeFocused();
  const after = await (await request.get(`/__test/watchdog?email=${encodeURIComponent(email)}`)).json();
  expect(after.subscriptions).toEqual([]);
  // The link is used: opening it again says so.
  await page.goto(`/watchdog/unsubscribe/${subscription.hash}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afmeldlink ongeldig');

  await page.goto(LISTING);
  const again = await card(page, 7);
  await again.hover();
  await expect(again.getByRole('button', { name: /Bekijk beschikbaarheid/ })).toBeVisible();
});

test('without JavaScript the unsubscribe link asks too, and its form unsubscribes', async ({ browser, request }) => {
  const email = `zonder-js-${Date.now()}@voorbeeld.nl`;
  const created = await request.post('/api/v1/nl/watchdog/10033', { data: { email } });
  expect(created.ok()).toBe(true);
  const { hash } = await (await request.get(`/__test/watchdog?email=${encodeURIComponent(email)}`)).json();
  const page = await shopperPage(browser, { javaScriptEnabled: false });
  await page.goto(`/watchdog/unsubscribe/${hash}`);
  await expect(page.getByText('Wil je geen e-mails meer ontvangen over Bank Saar')).toBeVisible();
  expect((await (await request.get(`/__test/watchdog?email=${encodeURIComponent(email)}`)).json()).subscriptions).toHaveLength(1);
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je bent afgemeld');
  await expect(page.locator('main')).toContainText('Je ontvangt geen e-mails meer over Bank Saar');
  expect((await (await request.get(`/__test/watchdog?email=${encodeURIComponent(email)}`)).json()).subscriptions).toEqual([]);
  await page.context().close();
});

