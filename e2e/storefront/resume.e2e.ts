import { expect, test } from './fixtures.js';
import { card, holdRequests, likeButtonOf, LISTING, serverLikes, shopperArrived, variantIdOf, widgetsSettled } from './helpers.js';

/** Issue 8: a listing page makes no request per card on load, and its buttons live on the server's markup. */
test('on load: no watch status per card, one like lookup per item type, and no component code', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
  await page.goto(LISTING);
  await widgetsSettled(page);
  await page.waitForLoadState('networkidle');
  await widgetsSettled(page);

  expect(requests.filter((r) => r.includes('/watchdog/'))).toEqual([]);
  expect(requests.filter((r) => r === 'POST /api/v1/nl/like/variant')).toHaveLength(1);
  expect(requests.filter((r) => r === 'POST /api/v1/nl/like/comparison')).toHaveLength(1);
  // The buttons are the server's markup, resumed: nothing rendered, so no renderer or button code loaded.
  expect(requests.filter((r) => /card-buttons|chunks\/render-/.test(r))).toEqual([]);
  const stats = await page.evaluate(() => window.Etalage!.stats());
  expect(stats.rendered).toBe(0);
  expect(stats.mounted).toBeGreaterThan(20);
});

test('hovering a button hydrates the server markup node for node; a click then counts', async ({ page }) => {
  await page.goto(LISTING);
  const first = await card(page, 0);
  await widgetsSettled(page);
  const like = likeButtonOf(first);
  const before = Number(await like.locator('.etl-like__count').textContent());
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

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.locator('.etl-like__count')).toHaveText(String(before + 1));
});

test('a like clicked before its code arrived is made at once (the store action runs inside the click)', async ({ page, request }) => {
  // The buttons' code arrives only after the like reached the server.
  const releaseCode = await holdRequests(page, /card-buttons-.*\.js$/);
  await page.goto(LISTING);
  const second = await card(page, 1);
  await widgetsSettled(page);
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
  await first.locator('.etl-like__button').hover();
  await first.locator('.etl-compare button, [data-etl-widget="compare-button"] button').first().focus();
  await first.hover();
  await first.locator('[data-etl-widget="watch-button"] button').focus();
  await widgetsSettled(page);
  await expect.poll(rendered).toBeGreaterThanOrEqual(before + 3);
  await expect(first.getByRole('button', { name: new RegExp(`^Bewaar als favoriet: ${name}, \\d+ keer bewaard$`) })).toBeVisible();
  await expect(first.getByRole('button', { name: `Vergelijk ${name}` })).toBeAttached();
  await expect(first.getByRole('button', { name: new RegExp(`${name}$`) }).last()).toBeAttached();
});
