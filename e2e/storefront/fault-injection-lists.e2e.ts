import { expect as baseExpect, test } from './fixtures.js';
import type { APIRequestContext, Locator } from '@playwright/test';
import { collectConsoleErrors } from './helpers.js';
import { expectOnlyEtalageErrors, faultCall, FAULTS, type Fault, type FaultSwitch } from './faults.js';

/**
 * Faults on the list pages: the comparison table (like-all, the variants by ids, removing one), the
 * watched-products list (its list, 'Stop met kijken'), and the shopper's favourites after a login (pairing the
 * visitor's likes, the header's like-all, the share link). Each call gets a 500, a timeout, a network error and
 * malformed JSON (the server's real answer cut in half: it did its work, the answer broke on the way). No pending
 * state stays stuck, the shopper reads a Dutch message where the action was theirs, and after the fault is lifted
 * the page agrees with what the server kept (asked through the API, which the page's faults do not touch).
 */

/** GETs and DELETEs are retried twice by the client before the widget hears of a fault: seconds under load. */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

/**
 * A list's error with its retry button, through a series of faults: the first (set before the page loaded) shows
 * the error; each next one is set, the retry clicked, and the error shows again with the list no longer busy.
 * Then every switch is cleared and the last retry shows the answer.
 */
async function expectRetries(list: Locator, text: string, steps: readonly [FaultSwitch, Fault][]) {
  const retry = list.getByRole('button', { name: 'Opnieuw proberen' });
  for (const [index, [call, fault]] of steps.entries()) {
    for (const [other] of steps) other.fault = null;
    call.fault = fault;
    if (index > 0) await retry.click();
    await expect(list.getByRole('alert')).toHaveText(text);
    await expect(list).toHaveAttribute('aria-busy', 'false');
  }
  for (const [call] of steps) call.fault = null;
  await retry.click();
  await expect(list.getByRole('alert')).toHaveCount(0);
  await expect(list).toHaveAttribute('aria-busy', 'false');
}

/** Item ids the likes service has as liked by the page's visitor or user (the context's cookies). */
async function likedOnServer(request: APIRequestContext, itemType: 'variant' | 'comparison'): Promise<number[]> {
  const records = (await (await request.get(`/api/v1/nl/like-all/${itemType}`)).json()) as { item_id: number; liked_by_user: boolean }[];
  return records.filter((record) => record.liked_by_user).map((record) => record.item_id).sort();
}

const COMPARED = [10001, 10002, 10003, 10004, 10006];

test('comparison table: like-all and the variants fail four ways each with a retry; failed removals stay removed and reach the server on the next page', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  // This visitor (a fresh context) compares five products.
  for (const id of COMPARED) expect((await page.request.post(`/api/v1/nl/like/comparison/${id}`)).ok()).toBe(true);
  const likeAll = await faultCall(page, /^\/api\/v1\/nl\/like-all\/comparison$/, 'GET');
  const byIds = await faultCall(page, /^\/api\/v2\/variant\/by-ids$/, 'POST');
  const remove = await faultCall(page, /^\/api\/v1\/nl\/like\/comparison\/\d+$/, 'DELETE');

  likeAll.fault = FAULTS[0]!;
  await page.goto('/compare-products');
  const table = page.locator('section.etl-comparison-table');
  await expectRetries(table, 'De vergelijking kon niet worden geladen.', [
    ...FAULTS.map((fault) => [likeAll, fault] as [FaultSwitch, Fault]),
    ...FAULTS.map((fault) => [byIds, fault] as [FaultSwitch, Fault]),
  ]);
  const columns = table.locator('thead th[scope="col"]');
  await expect(columns).toHaveCount(5);
  // The header agrees with the table once like-all answered (its own load had failed with the table's).
  await expect(page.getByRole('link', { name: /^Vergelijken, 5 producten/ }).or(page.getByRole('button', { name: /^Vergelijken, 5 producten/ }))).toBeVisible();

  // Removing fails four ways: the column goes (spec §8: the change is kept and retried), the shopper is told.
  const status = table.locator('p[role="status"]');
  const idOf = async (column: Locator) => Number(/\/product\/v\/(\d+)/.exec((await column.locator('a').first().getAttribute('href')) ?? '')?.[1]);
  const removed: number[] = [];
  for (const [index, fault] of FAULTS.entries()) {
    remove.fault = fault;
    removed.push(await idOf(columns.first()));
    await columns.first().getByRole('button', { name: /^Verwijderen/ }).click();
    await expect(columns).toHaveCount(4 - index);
    await expect(status).toHaveText('Product verwijderd uit vergelijking. We slaan dit op zodra de verbinding terug is.');
    await expect(columns.first().getByRole('button', { name: /^Verwijderen/ })).toHaveAttribute('aria-busy', 'false');
  }
  expect(remove.hits).toBeGreaterThanOrEqual(4);
  // Only the malformed answer's DELETE reached the server.
  expect(await likedOnServer(page.request, 'comparison')).toEqual(COMPARED.filter((id) => id !== removed[3]));
  const left = COMPARED.filter((id) => !removed.includes(id));

  // Recovery: the next page sends the kept removals; the table, the header and the server agree.
  remove.fault = null;
  await page.reload();
  await expect.poll(() => likedOnServer(page.request, 'comparison')).toEqual(left);
  await expect(columns).toHaveCount(1);
  expect([await idOf(columns.first())]).toEqual(left);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('etalage:pending-likes'))).toBeNull();
  expectOnlyEtalageErrors(errors);
});

test("watched products: the list fails four ways with a retry; 'Stop met kijken' fails in Dutch and keeps the product until the server drops it", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const email = `lijst-${Date.now()}@voorbeeld.nl`;
  const watchedIds = [10007, 10008, 10009, 10010];
  for (const id of watchedIds) expect((await page.request.post(`/api/v1/nl/watchdog/${id}`, { data: { email, targetPrice: null } })).ok()).toBe(true);
  const onServer = async () =>
    ((await (await page.request.get(`/__test/watchdog?email=${encodeURIComponent(email)}`)).json()) as { subscriptions: { variantId: number }[] }).subscriptions
      .map((subscription) => subscription.variantId)
      .sort();
  const list = await faultCall(page, /^\/api\/v2\/user\/variants-watched$/, 'GET');
  const unsubscribe = await faultCall(page, /^\/api\/v1\/nl\/watchdog\/\d+$/, 'DELETE');

  list.fault = FAULTS[0]!;
  await page.goto('/user/watchdog');
  const section = page.locator('section.etl-watched-list');
  await expectRetries(
    section,
    'Je gevolgde producten konden niet worden geladen.',
    FAULTS.map((fault) => [list, fault]),
  );
  const items = section.locator('.etl-watched-list__item');
  await expect(items).toHaveCount(4);

  // The newest first: the product watched last is on top.
  const stopFirst = () => items.first().getByRole('button', { name: /^Stop met kijken/ });
  for (const fault of FAULTS.slice(0, 3)) {
    unsubscribe.fault = fault;
    await stopFirst().click();
    await expect(section.getByRole('alert')).toHaveText('Stoppen met kijken is niet gelukt. Probeer het opnieuw.');
    await expect(items).toHaveCount(4);
    await expect(stopFirst()).toHaveAttribute('aria-busy', 'false');
  }
  expect(await onServer()).toEqual(watchedIds);
  // The server unsubscribed but its answer broke: the reloaded status says so, and the product leaves the list.
  unsubscribe.fault = 'malformed';
  await stopFirst().click();
  await expect(items).toHaveCount(3);
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(section.locator('p[role="status"]')).toHaveText('Je volgt dit product niet meer.');
  unsubscribe.fault = null;

  // Recovery: the next page shows what the server has.
  const kept = await onServer();
  expect(kept).toHaveLength(3);
  await page.reload();
  await expect(items).toHaveCount(3);
  const shown = await items.locator('a[href*="/product/v/"]').evaluateAll((links) => [
    ...new Set(links.map((link) => Number(/\/product\/v\/(\d+)/.exec(link.getAttribute('href') ?? '')?.[1]))),
  ]);
  expect(shown.sort()).toEqual(kept);
  expectOnlyEtalageErrors(errors);
});

test('favourites after a login: pairing and like-all fail four ways (the list shows what the server has), the share link fails in Dutch; then all agree', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  // A visitor likes two products, then creates an account (the likes still belong to the visitor).
  const visitorLikes = [10012, 10014];
  for (const id of visitorLikes) expect((await page.request.post(`/api/v1/nl/like/variant/${id}`)).ok()).toBe(true);
  const email = `paren-${Date.now()}@voorbeeld.nl`;
  const signup = await page.request.post('/registeren', { data: { firstName: 'Pim', lastName: 'Paren', email, password: 'paren-wachtwoord-1' } });
  expect(signup.status()).toBe(201);
  expect(await likedOnServer(page.request, 'variant')).toEqual([]);

  const pairing = await faultCall(page, /^\/api\/v1\/nl\/login$/, 'GET');
  const likeAll = await faultCall(page, /^\/api\/v1\/nl\/like-all\/variant$/, 'GET');
  const share = await faultCall(page, /^\/api\/v2\/user\/favourites-share$/, 'GET');
  const list = page.locator('section.etl-favourites-list');
  const items = list.locator('.etl-favourites-list__item');
  const header = page.getByRole('banner').getByRole('button', { name: /^Favorieten, \d+ product/ });

  for (const fault of FAULTS) {
      pairing.fault = fault;
    likeAll.fault = fault;
    await page.goto('/user/favourites');
    await expect.poll(() => pairing.hits).toBeGreaterThan(0);
    await expect(list).toHaveAttribute('aria-busy', 'false');
    // The list waits for the pairing: it shows what the server has (the malformed answer's server did pair).
    const server = await likedOnServer(page.request, 'variant');
    expect(server).toEqual(fault === 'malformed' ? visitorLikes : []);
    if (server.length === 0) await expect(list.getByText('Je hebt nog geen favorieten.')).toBeVisible();
    else await expect(items).toHaveCount(server.length);
    await expect(header).toHaveAttribute('aria-busy', 'false');
    await expect.poll(() => errors.some((text) => text.startsWith('[etalage] likes: pairing'))).toBe(true);
    pairing.hits = 0;
  }

  // Recovery: the next page pairs (again: the server does nothing twice) and remembers it; all agree.
  pairing.fault = null;
  likeAll.fault = null;
  const paired = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/nl/login' && response.ok());
  await page.goto('/user/favourites');
  await paired;
  await expect(items).toHaveCount(2);
  await expect(header).toHaveAccessibleName('Favorieten, 2 producten');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('etalage:likes-paired-user'))).not.toBeNull();
  expect(await likedOnServer(page.request, 'variant')).toEqual(visitorLikes);

  // The share link: each fault says so in Dutch and frees the button; then the link is the server's.
  const shareButton = list.getByRole('button', { name: 'Deel je favorieten' });
  for (const fault of FAULTS) {
    share.fault = fault;
    await shareButton.click();
    await expect(list.getByRole('alert')).toHaveText('De deellink kon niet worden gemaakt. Probeer het opnieuw.');
    await expect(shareButton).toHaveAttribute('aria-busy', 'false');
  }
  share.fault = null;
  await shareButton.click();
  // The link (encrypted afresh on every call) opens this shopper's list.
  const link = list.getByLabel('Link naar je favorieten');
  await expect(link).toHaveValue(/\/user\/favourites\/[\w-]+$/);
  const shared = await page.request.get(await link.inputValue());
  expect(shared.status()).toBe(200);
  expect(await shared.text()).toContain('Favorieten van Pim');
  expectOnlyEtalageErrors(errors);
});
