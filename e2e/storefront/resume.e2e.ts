import { expect, test } from './fixtures.js';
import { card, holdRequests, likeButtonOf, LISTING, pageQuiet, recordInputs, serverLikes, shopperArrived, variantIdOf, widgetsSettled } from './helpers.js';

/** A listing page makes no request per card on load, and its buttons live on the server's markup. */
test('on load: no watch status per card, one like lookup per item type, and no component code', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
  const inputs = recordInputs(page);
  const lookup = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/nl/like/variant');
  await page.goto(LISTING);
  const answered = (await (await lookup).json()) as { item_id: number | string; likes_count: number }[];
  await widgetsSettled(page);
  await page.waitForLoadState('networkidle');
  await widgetsSettled(page);

  expect(requests.filter((r) => r.includes('/watchdog/'))).toEqual([]);
  expect(requests.filter((r) => r === 'POST /api/v1/nl/like/variant')).toHaveLength(1);
  expect(requests.filter((r) => r === 'POST /api/v1/nl/like/comparison')).toHaveLength(1);
  // A count can change between the page's render and its lookup (a like of another shopper; in this suite, one of an
  // earlier test): that button rightly renders, to show the current count. Every other button stays the server's markup.
  const drawn = await page.locator('[data-etl-widget="like-button"]').evaluateAll((buttons) =>
    buttons.map((button) => ({ id: button.getAttribute('data-etl-item-id'), count: Number(button.getAttribute('data-etl-likes-count')) })),
  );
  const counts = new Map(answered.map((record) => [String(record.item_id), record.likes_count]));
  // Only the cards in view are looked up (the rest when scrolled to).
  const moved = drawn.filter(({ id, count }) => counts.has(id!) && counts.get(id!) !== count).length;
  // The buttons are the server's markup, resumed: nothing rendered, so no renderer or button code loaded (unless a
  // count moved, or the browser sent a first sign of a shopper, which prefetches it: see `recordInputs`).
  const buttonCode = requests.filter((r) => /card-buttons|chunks\/render-/.test(r));
  if (moved > 0) {
    expect(buttonCode.length, `${moved} of ${drawn.length} counts looked up moved: the buttons render`).toBeGreaterThan(0);
  } else {
    for (const name of new Set(buttonCode.map((r) => r.split('/').pop()!))) {
      await inputs.expectNoneBefore(name, buttonCode.filter((r) => r.endsWith(name)), ['like-button', 'compare-button', 'watch-button', 'product-card']);
    }
  }
  const stats = await page.evaluate(() => window.Etalage!.stats());
  expect(stats.rendered).toBe(moved);
  expect(stats.mounted).toBeGreaterThan(20);
});

test('hovering a button hydrates the server markup node for node; a click then counts', async ({ page }) => {
  await page.goto(LISTING);
  const first = await card(page, 0);
  await widgetsSettled(page);
  const like = likeButtonOf(first);
  const before = Number(await like.locator('.etl-like-button__count').textContent());
  await like.evaluate((button) => {
    const widget = button.closest('[data-etl-widget]')!;
    const log: string[] = [];
    new MutationObserver((records) => {
      // Elements or text that change what the shopper sees (the renderer may add an empty text node).
      for (const record of records) {
        for (const node of [...record.addedNodes, ...record.removedNodes]) {
          if (node.nodeType !== Node.TEXT_NODE || node.textContent !== '') log.push(node.nodeName);
        }
      }
    }).observe(widget, { childList: true, subtree: true });
    (window as unknown as { hydrationLog: string[] }).hydrationLog = log;
    (window as unknown as { likeNode: Element }).likeNode = button;
  });
  await like.hover();
  await expect.poll(async () => (await page.evaluate(() => window.Etalage!.stats())).rendered).toBeGreaterThanOrEqual(1);
  // The same button node: hydrated, not replaced (focus and hover stay where they were), and nothing visible changed.
  expect(await like.evaluate((button) => button === (window as unknown as { likeNode: Element }).likeNode)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { hydrationLog: string[] }).hydrationLog)).toEqual([]);

  const id = await variantIdOf(first);
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/v1/nl/like/variant/${id}`);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  // The server's count after this like: one more than shown, plus any likes other tests of the run made meanwhile.
  const { likes_count: count } = (await (await saved).json()) as { likes_count: number };
  expect(count).toBeGreaterThanOrEqual(before + 1);
  await expect(like.locator('.etl-like-button__count')).toHaveText(String(count));
});

test('a like clicked before its code arrived is made at once (the store action runs inside the click)', async ({ page, request }) => {
  // The buttons' code arrives only after the like reached the server.
  const releaseCode = await holdRequests(page, /card-buttons-.*\.js$/);
  await page.goto(LISTING);
  const second = await card(page, 1);
  // Not `widgetsSettled`: a button whose count another test changed meanwhile wakes, and waits for the held code.
  await expect(second.locator('[data-etl-widget="like-button"]')).toHaveAttribute('data-etl-state', 'mounted');
  const id = await variantIdOf(second);
  // Earlier tests of the run may have liked this product from other browsers: count this one's row only.
  const before = (await serverLikes(request, id)).likeRows;
  // dispatchEvent: a click with no hover first, as a screen reader's virtual cursor sends it.
  await likeButtonOf(second).dispatchEvent('click');
  await expect.poll(async () => (await serverLikes(request, id)).likeRows).toBe(before + 1);
  releaseCode();
  await widgetsSettled(page);
  await expect(likeButtonOf(second)).toHaveAttribute('aria-pressed', 'true');
});

test('the watch status of a card is asked for when the card is hovered, not before', async ({ page }) => {
  const statusRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/nl/watchdog/')) statusRequests.push(request.url());
  });
  await page.goto(LISTING);
  const third = await card(page, 2);
  await widgetsSettled(page);
  expect(statusRequests).toEqual([]);
  await third.hover();
  await expect.poll(() => statusRequests.length).toBe(1);
  expect(statusRequests[0]).toContain(`/watchdog/${await third.getAttribute('data-etl-variant-id')}`);
});

test('once rendered, the card buttons still name their product', async ({ page }) => {
  await page.goto(LISTING);
  const first = await card(page, 0);
  const name = (await first.locator('.pc-name').textContent())!.trim();
  await shopperArrived(page);
  const rendered = () => page.evaluate(() => window.Etalage!.stats().rendered);
  const before = await rendered();
  // Hover and focus render (hydrate) the buttons the shopper touches.
  await first.locator('.etl-like-button__button').hover();
  await first.locator('.etl-comparison-table button, [data-etl-widget="compare-button"] button').first().focus();
  await first.hover();
  await first.locator('[data-etl-widget="watch-button"] button').focus();
  await widgetsSettled(page);
  await expect.poll(rendered).toBeGreaterThanOrEqual(before + 3);
  await expect(first.getByRole('button', { name: new RegExp(`^Bewaar als favoriet: ${name}, \\d+ keer bewaard$`) })).toBeVisible();
  await expect(first.getByRole('button', { name: `Vergelijk ${name}` })).toBeAttached();
  await expect(first.getByRole('button', { name: new RegExp(`${name}$`) }).last()).toBeAttached();
});

test("a watch button clicked before its code draws the dialog's frame with the widgets' text; the dialog replaces it", async ({ page }) => {
  // The card buttons' code held back until the frame was seen: the runtime holds the click and draws the frame.
  const release = await holdRequests(page, /\/chunks\/card-buttons-[A-Z0-9]+\.js(\?.*)?$/);
  await page.goto(LISTING);
  const item = await card(page, 4);
  // The watch button resumed (the server's markup is live), its code still held. Not `widgetsSettled`: a pointerover
  // Chromium sends for a mouse resting on the page prefetches the held code, and the page then never settles.
  await expect(item.locator('[data-etl-widget="watch-button"]')).toHaveAttribute('data-etl-state', 'mounted');
  await item.hover();
  await item.getByRole('button', { name: /Bekijk beschikbaarheid/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Laden…' })).toBeVisible();
  release();
  await expect(page.getByRole('dialog', { name: 'Bekijk beschikbaarheid' })).toBeVisible();
  await expect(page.locator('[data-etl-dialog-frame]')).toHaveCount(0);
});

test('the product page asks for its watch status on load, with no touch; its watch code is requested once', async ({ page }) => {
  const status = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/nl/watchdog/10001');
  await page.goto('/product/v/10001-bank-oslo-deluxe-linnen-naturel');
  await status;
  await widgetsSettled(page);
  // Requested by the watch button's preload as it connects, and imported again by its start: one request.
  const watchCode = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/watch-actions-[A-Z0-9]{8}\.js$/.test(entry.name)).length);
  expect(watchCode).toBe(1);
});

test('a card wakes as it comes into view: its shop link counts a purchase click only once the card was in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LISTING);
  await widgetsSettled(page);
  await pageQuiet(page);
  const last = page.locator('#product-list > article[data-etl-widget="product-card"]').last();
  // A click on the shop link without scrolling to it (the link's own listener keeps the page here).
  const clickShop = () =>
    last.locator('a[rel~="nofollow"]').first().evaluate((link: HTMLElement) => {
      link.addEventListener('click', (event) => event.preventDefault(), { once: true });
      link.click();
    });
  const purchaseClicks = () => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase_click').length);
  await clickShop();
  expect(await purchaseClicks(), 'a card out of view is not woken, not even once the page is idle').toBe(0);
  await last.scrollIntoViewIfNeeded();
  await widgetsSettled(page);
  await expect.poll(async () => (await clickShop(), purchaseClicks())).toBeGreaterThan(0);
});
