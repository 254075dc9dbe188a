import { expect as baseExpect, test } from './fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { card, collectConsoleErrors, LISTING, likeButtonOf, serverLikes, SHOPPER, shopperArrived, shopperPage, variantIdOf, widgetsSettled, workerControls } from './helpers.js';
import { expectOnlyEtalageErrors, faultCall, FAULTS, type FaultSwitch } from './faults.js';

/**
 * Every call the widgets make on the storefront, answered with a 500, a timeout, a network error
 * and malformed JSON (the server's real answer cut in half: the server did its work, the answer broke on the way).
 * No pending state stays stuck, the shopper reads a Dutch message where the action was theirs, and after the fault
 * is lifted (retry, reload) the page agrees with what the server kept. Then local storage disabled, full and corrupt.
 */

/**
 * Each fault passes through the test's route handler, and GETs and DELETEs are retried twice by the client before
 * the widget hears of it: on a loaded 2-core machine that takes more than the default 5 s.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test('likes and comparison: every fault keeps the choice, frees the button, and it reaches the server after a reload', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const likes = await faultCall(page, /^\/api\/v1\/nl\/like\/variant\/\d+$/, 'POST');
  const compares = await faultCall(page, /^\/api\/v1\/nl\/like\/comparison\/\d+$/, 'POST');
  await page.goto(LISTING);
  const cards = await Promise.all(FAULTS.map((_, index) => card(page, 40 + index)));
  const ids = await Promise.all(cards.map(variantIdOf));
  for (const item of cards) await expect(likeButtonOf(item)).toBeVisible();
  await shopperArrived(page);

  for (const [index, fault] of FAULTS.entries()) {
    const item = cards[index]!;
    likes.fault = fault;
    compares.fault = fault;
    const like = likeButtonOf(item);
    await like.click();
    await expect(like).toHaveAttribute('aria-busy', 'false');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    // Spec §8: a like that did not reach the service is swallowed, kept and retried; the card says so.
    await expect(item.locator('.etl-like-button__note')).toHaveText('Nog niet opgeslagen, we proberen het opnieuw');

    const compare = item.getByRole('button', { name: /^Vergelijk / });
    await compare.click();
    await expect(compare).toHaveAttribute('aria-busy', 'false');
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
  }
  expect(likes.hits).toBe(4);
  expect(compares.hits).toBe(4);
  // Only the malformed answers came from the server (it did the work, the answer broke on the way).
  expect(await Promise.all(ids.map(async (id) => (await serverLikes(request, id)).likeRows))).toEqual([0, 0, 0, 1]);

  // Recovery: the connection is fine again and the shopper opens the page again: the outbox goes out on start.
  likes.fault = null;
  compares.fault = null;
  await page.reload();
  // The outbox goes out one change at a time: eight requests, slow on a loaded machine.
  const synced = { timeout: 20_000 };
  await expect.poll(async () => Promise.all(ids.map(async (id) => (await serverLikes(request, id)).likeRows)), synced).toEqual([1, 1, 1, 1]);
  await expect.poll(async () => Promise.all(ids.map(async (id) => (await serverLikes(request, id, 'comparison')).likeRows)), synced).toEqual([1, 1, 1, 1]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('etalage:pending-likes'))).toBeNull();
  for (const index of FAULTS.keys()) {
    const item = await card(page, 40 + index);
    await expect(likeButtonOf(item)).toHaveAttribute('aria-pressed', 'true');
    await expect(item.locator('.etl-like-button__note')).toHaveText('');
    await expect(item.getByRole('button', { name: /^Vergelijk / })).toHaveAttribute('aria-pressed', 'true');
  }
  expectOnlyEtalageErrors(errors);
});

test('like lookups: failed batches are logged and re-queued, the buttons stay usable, and the next batch shows what the server has', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const lookups = await faultCall(page, /^\/api\/v1\/nl\/like\/variant$/, 'POST');
  await page.goto(LISTING);
  const first = await card(page, 55);
  await likeButtonOf(first).click();
  await expect(likeButtonOf(first)).toHaveAttribute('aria-pressed', 'true');
  // This browser forgets the like; only the server still knows it.
  await page.evaluate(() => localStorage.clear());

  lookups.fault = 'malformed';
  await page.reload();
  const item = await card(page, 55);
  const like = likeButtonOf(item);
  await expect.poll(() => lookups.hits).toBeGreaterThan(0);
  await expect.poll(() => errors.filter((text) => /^\[etalage\] Like lookup \(variant\): batch of \d+ failed, re-queued/.test(text)).length).toBeGreaterThan(0);
  // Until the service answers, the button is free.
  await expect(like).toHaveAttribute('aria-busy', 'false');
  // The service is back: the re-queued batch (2 s later) is answered, and the button agrees with the server.
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/nl/like/variant' && response.ok(), { timeout: 15_000 });
  lookups.fault = null;
  await answered;
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-busy', 'false');
  expectOnlyEtalageErrors(errors);
});

test('watchdog: a failed status still offers the watch, a failed subscribe or unsubscribe says so in Dutch; then the server agrees', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const email = `storing-${Date.now()}@voorbeeld.nl`;
  const watched = async () =>
    ((await (await request.get(`/__test/watchdog?email=${encodeURIComponent(email)}`)).json()) as { subscriptions: { variantId: number }[] }).subscriptions;
  const status = await faultCall(page, /^\/api\/v1\/nl\/watchdog\/\d+$/, 'GET');
  const subscribe = await faultCall(page, /^\/api\/v1\/nl\/watchdog\/\d+$/, 'POST');
  const unsubscribe = await faultCall(page, /^\/api\/v1\/nl\/watchdog\/\d+$/, 'DELETE');
  await page.goto(LISTING);

  // The status of four cards fails four ways (spec §8: ignored silently): each still offers to watch.
  for (const [index, fault] of FAULTS.entries()) {
    status.fault = fault;
    const item = await card(page, 2 + index);
    await item.hover();
    await expect.poll(() => status.hits).toBeGreaterThan(index);
    const watch = item.getByRole('button', { name: /Bekijk beschikbaarheid/ });
    await expect(watch).toBeVisible();
    await expect(watch).toHaveAttribute('aria-busy', 'false');
  }
  status.fault = null;

  const item = await card(page, 2);
  const id = await variantIdOf(item);
  await item.hover();
  await item.getByRole('button', { name: /Bekijk beschikbaarheid/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Bekijk beschikbaarheid' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mailadres').fill(email);
  const submit = dialog.getByRole('button', { name: 'Houd mij op de hoogte' });
  for (const fault of FAULTS) {
    subscribe.fault = fault;
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Het instellen van de melding is niet gelukt. Probeer het later opnieuw.');
    await expect(dialog.locator('form')).toHaveAttribute('aria-busy', 'false');
  }
  // The malformed answer came from a server that did subscribe; the next try subscribes again, once.
  subscribe.fault = null;
  await submit.click();
  await expect(dialog).toBeHidden();
  expect((await watched()).map((s) => s.variantId)).toEqual([id]);

  const stop = item.getByRole('button', { name: /Stop met kijken/ });
  await item.hover();
  await expect(stop).toBeVisible();
  for (const fault of FAULTS.slice(0, 3)) {
    unsubscribe.fault = fault;
    await stop.click();
    // A DELETE is retried twice by the client, then the status is reloaded: seconds on a loaded machine.
    await expect(item.locator('.etl-watch-button__status')).toHaveText('Het stoppen van de melding is niet gelukt. Probeer het opnieuw.');
    // Spec §8: the status is reloaded, so the button shows what the service has: still watched.
    await expect(stop).toHaveAttribute('aria-busy', 'false');
  }
  expect(await watched()).toHaveLength(1);
  // The server unsubscribed but its answer broke: the reloaded status shows the truth, no longer watched.
  unsubscribe.fault = 'malformed';
  await stop.click();
  await expect(item.getByRole('button', { name: /Bekijk beschikbaarheid/ })).toBeVisible();
  expect(await watched()).toEqual([]);
  expectOnlyEtalageErrors(errors);
});

test('consent: a failed POST closes the bar (the choice is in _cc) and the beacon sent on leaving records it', async ({ browser }) => {
  const page = await shopperPage(browser);
  const errors = collectConsoleErrors(page);
  // Only the page's own POST (a fetch) gets the fault: the beacon sent on leaving is the recovery.
  const consent = await faultCall(page, /^\/api\/v2\/consent$/, 'POST');
  const bar = page.getByRole('region', { name: 'Cookies' });
  const recorded = async () => {
    const visitor = (await page.context().cookies()).find((cookie) => cookie.name === 'etl_visitor')?.value;
    return ((await (await page.request.get(`/__test/consents?owner=visitor:${visitor}`)).json()) as { consents: unknown[] }).consents.length;
  };
  let expected = 0;
  for (const [index, fault] of FAULTS.entries()) {
    consent.fault = fault;
    // The next page asks again (its _cc was cleared).
    await page.context().clearCookies({ name: '_cc' });
    await page.goto('/');
    // Before the bar's code runs, a click posts the form without JavaScript (no fetch to fail): wait for it.
    await widgetsSettled(page);
    // The service worker controls the page the beacon leaves (it must not lose it).
    await workerControls(page);
    await bar.getByRole('button', { name: 'Alles accepteren' }).click();
    await expect(bar).toHaveCount(0);
    await expect.poll(() => errors.filter((text) => text.startsWith('[etalage] cookie-bar: POST /api/v2/consent failed')).length).toBe(index + 1);
    expect((await page.context().cookies()).find((cookie) => cookie.name === '_cc')?.value).toBe('analytics|essential|functional|marketing');
    // The connection is back when the shopper leaves: the beacon sent on leaving records the choice.
    consent.fault = null;
    await page.goto('about:blank');
    // The malformed answer's POST did reach the server; then the beacon. Waited for here, so that the next
    // round's fault cannot meet a beacon still on its way.
    expected += fault === 'malformed' ? 2 : 1;
    await expect.poll(recorded).toBe(expected);
  }
  // Four beacons, and the malformed answer's POST.
  expect(expected).toBe(5);
  expectOnlyEtalageErrors(errors);
  await page.context().close();
});

test('search suggestions, similar products, reviews and deliveries: an error with a retry, and the retry shows the answer', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const search = await faultCall(page, /^\/v2\/search$/, 'GET');
  const similar = await faultCall(page, /^\/api\/v2\/variant\/\d+\/similarity$/, 'GET');
  const reviews = await faultCall(page, /^\/api\/v2\/variant\/reviews-modal$/, 'POST');
  // 12 cards (the test hook ?perPage): the first card's similar row and reviews are what is tested.
  await page.goto(`${LISTING}?perPage=12`);

  // Search: each fault for another query; the box keeps working and offers the search in all products.
  const field = page.locator('#etl-search-input');
  await field.click();
  const overlay = page.getByRole('dialog', { name: 'Zoeken in alle producten' });
  await expect(overlay).toBeVisible();
  const failed = overlay.locator('p', { hasText: 'De zoeksuggesties zijn nu niet beschikbaar. U kunt wel in alle producten zoeken.' });
  for (const [index, fault] of FAULTS.entries()) {
    search.fault = fault;
    await field.fill(['bank', 'tafel', 'stoel', 'kast'][index]!);
    await expect(failed).toBeVisible();
    await expect(overlay.getByRole('listbox', { name: 'Zoeksuggesties' })).toHaveAttribute('aria-busy', 'false');
  }
  search.fault = null;
  await field.fill('bank');
  await expect(failed).toBeHidden();
  await expect(overlay.getByRole('option').nth(1)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  // Similar products: the row of one card fails four ways, each retry with the next fault, then loads.
  await widgetsSettled(page);
  const first = page.locator('#product-list > article').first();
  await first.locator('.pc-shop').click();
  const row = page.locator('.etl-similar-row');
  await expectRetries(row, similar, 'Vergelijkbare producten konden niet worden geladen.');
  await expect(row.locator('article').first()).toBeVisible();
  await expect(row).toHaveAttribute('aria-busy', 'false');
  await row.getByRole('button', { name: 'Sluiten' }).click();

  // Reviews modal of the first card.
  reviews.fault = FAULTS[0]!;
  const rating = (await card(page, 0)).locator('.pc-rating');
  await rating.click();
  const dialog = page.getByRole('dialog', { name: /^Reviews van / });
  await expect(dialog).toBeVisible();
  await expectRetries(dialog, reviews, 'De reviews konden niet worden geladen.', 1);
  await expect(dialog.getByRole('article')).toHaveCount(10);
  expectOnlyEtalageErrors(errors);
});

/**
 * The list error with its retry button: the first fault (from `start`) opens with the error, each retry gets the
 * next fault and shows the error again, the last retry without a fault shows the answer.
 */
async function expectRetries(container: Locator, call: FaultSwitch, text: string, start = 0) {
  const retry = container.getByRole('button', { name: 'Opnieuw proberen' });
  for (const fault of FAULTS.slice(start)) {
    if (call.fault === null) {
      call.fault = fault;
    } else {
      call.fault = fault;
      await retry.click();
    }
    await expect(container.getByRole('alert')).toHaveText(text);
    await expect(retry).toBeVisible();
  }
  call.fault = null;
  // The retry loads the answer. Once in two whole-suite runs the reviews modal's button was already gone here: a
  // request of the widget still on its way was answered without the fault, which shows the answer all the same.
  await retry.click({ timeout: 3_000 }).catch(() => undefined);
  await expect(container.getByRole('alert')).toHaveCount(0);
}

test('deliveries: a request that hangs gives up after the 10 s client timeout (fake clock), then a retry loads', async ({ page }) => {
  await page.clock.install();
  let hang = true;
  await page.route(/\/api\/v2\/variant\/10001\/deliveries$/, async (route) => {
    if (hang) return; // never answered: only the client's own timeout ends the wait
    await route.fallback();
  });
  await page.goto('/product/v/10001-bank-oslo-deluxe-linnen-naturel');
  await page.getByRole('link', { name: 'Bezorgopties' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bezorgopties' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Bezorgopties laden…')).toBeVisible();
  await page.clock.fastForward(9_000);
  await expect(dialog.getByText('Bezorgopties laden…')).toBeVisible();
  await page.clock.fastForward(1_500);
  const error = 'De bezorgopties konden niet worden geladen. Controleer je verbinding en probeer het opnieuw.';
  await expect(dialog.getByRole('alert')).toHaveText(error);
  hang = false;
  await dialog.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(dialog.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('log-in and favourites: each fault gives the Dutch message and a free button; then the login and the list work', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const login = await faultCall(page, /^\/login$/, 'POST');
  const favourites = await faultCall(page, /^\/api\/v2\/user\/variants-liked$/, 'GET');
  await page.goto(LISTING);
  await page.getByRole('banner').getByRole('link', { name: 'Inloggen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Inloggen' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mailadres').fill(SHOPPER.email);
  await dialog.getByLabel('Wachtwoord', { exact: true }).fill(SHOPPER.password);
  const submit = dialog.getByRole('button', { name: 'Inloggen' });
  for (const fault of FAULTS.slice(0, 3)) {
    login.fault = fault;
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Dat lukte niet: we konden de server niet bereiken. Controleer je verbinding en probeer het opnieuw.',
    );
    await expect(dialog.locator('form')).toHaveAttribute('aria-busy', 'false');
  }
  // A malformed answer: the server did log in (its cookie came with the headers), but the page cannot tell.
  login.fault = 'malformed';
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText(/^Dat lukte niet/);
  login.fault = null;
  await submit.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  favourites.fault = FAULTS[0]!;
  await page.getByRole('button', { name: /^Favorieten/ }).click();
  const list = page.getByRole('dialog', { name: 'Mijn favorieten' });
  await expect(list).toBeVisible();
  await expectRetries(list, favourites, 'Je favorieten konden niet worden geladen.', 1);
  await expect(list.getByRole('region', { name: 'Mijn favorieten' }).or(list.locator('.etl-favourites-list'))).toHaveAttribute('aria-busy', 'false');
  expectOnlyEtalageErrors(errors);
});

/** Local storage broken three ways before the page starts. */
const STORAGE_FAULTS = {
  disabled: () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
    });
  },
  full: () => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
  corrupt: () => {
    if (sessionStorage.getItem('corrupted')) return; // once, before the first page load
    sessionStorage.setItem('corrupted', '1');
    localStorage.setItem('etalage:likes', '{"v":[{"itemType":"variant","itemId"');
    localStorage.setItem('etalage:pending-likes', '{"v":"not a list","e":null}');
    localStorage.setItem('etalage:comparison', '{"v":');
    localStorage.setItem('etalage:recently-viewed', '[[[');
  },
} as const;

const STORAGE_CONSOLE: Record<keyof typeof STORAGE_FAULTS, RegExp> = {
  disabled: /^\[etalage\] storage: Local storage disabled/,
  full: /^\[etalage\] storage: Local storage quota-exceeded/,
  corrupt: /^\[etalage\] storage: the entry etalage:likes is not readable/,
};

for (const [name, breakStorage] of Object.entries(STORAGE_FAULTS) as [keyof typeof STORAGE_FAULTS, () => void][]) {
  test(`local storage ${name}: a coded console error, the like reaches the server and the page keeps it in memory`, async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    await page.addInitScript(breakStorage);
    await page.goto(LISTING);
    const item = await card(page, 50 + Object.keys(STORAGE_FAULTS).indexOf(name));
    const id = await variantIdOf(item);
    const like = likeButtonOf(item);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAttribute('aria-busy', 'false');
    await expect.poll(async () => (await serverLikes(request, id)).likeRows).toBe(1);
    const compare = item.getByRole('button', { name: /^Vergelijk / });
    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await serverLikes(request, id, 'comparison')).likeRows).toBe(1);
    // The header counts follow the likes kept in memory.
    await expect(page.getByRole('link', { name: /Favorieten, [1-9]\d* product/ })).toBeVisible();
    await expect.poll(() => errors.filter((text) => STORAGE_CONSOLE[name].test(text)).length).toBe(1);
    expectOnlyEtalageErrors(errors);

    // The next page gets the same answer from the server (what storage could not keep).
    await page.reload();
    await expect(likeButtonOf(await card(page, 50 + Object.keys(STORAGE_FAULTS).indexOf(name)))).toHaveAttribute('aria-pressed', 'true');
  });
}
