import { expect, poll, LISTING, SHORT_LISTING, test, widgetMounted, widgetsSettled, type EnginePage } from './fixtures.js';

/** The variant id of the n-th card of the list: cards are then found by it. */
async function cardId(tab: EnginePage, index: number): Promise<string> {
  const id = await tab.attribute({ css: '#product-list article[data-etl-widget="product-card"]', nth: index }, 'data-etl-variant-id');
  expect(id).toMatch(/^\d+$/);
  return id!;
}
const inCard = (id: string, css: string) => `#product-list article[data-etl-variant-id="${id}"] ${css}`;

async function testHook<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

test('a like is stored and still shown after a reload, and the header counts it', async ({ tab, storefront }) => {
  await tab.goto(SHORT_LISTING);
  const id = await cardId(tab, 0);
  const like = inCard(id, '.etl-like-button__button');
  await widgetMounted(tab, inCard(id, '[data-etl-widget="like-button"]'));
  const before = Number(await tab.text(inCard(id, '.etl-like-button__count')));
  await tab.click(like);
  await poll(() => tab.attribute(like, 'aria-pressed')).toBe('true');
  await poll(() => tab.text(inCard(id, '.etl-like-button__count'))).toBe(String(before + 1));
  await poll(async () => (await testHook<{ likeRows: number }>(storefront.url, `/__test/likes?itemType=variant&itemId=${id}`)).likeRows).toBe(1);

  await tab.goto(SHORT_LISTING);
  await poll(() => tab.attribute(like, 'aria-pressed')).toBe('true');
  await poll(() => tab.attribute('header [data-etl-widget="header-favourites"] .etl-count-badge__button', 'aria-label')).toMatch(/^Favorieten, 1 product/);
});

test('three products compared, the header counts them, and the comparison page shows them', async ({ tab }) => {
  await tab.goto(SHORT_LISTING);
  const ids: string[] = [];
  const names: string[] = [];
  for (const index of [3, 4, 5]) {
    const id = await cardId(tab, index);
    ids.push(id);
    names.push((await tab.text(inCard(id, '.pc-name')))!);
    await tab.scrollIntoView(inCard(id, '.pc-name'));
    await widgetMounted(tab, inCard(id, '[data-etl-widget="compare-button"]'));
    await tab.click(inCard(id, '.etl-compare-button__button'));
    await poll(() => tab.attribute(inCard(id, '.etl-compare-button__button'), 'aria-pressed')).toBe('true');
    await poll(() => tab.text(inCard(id, '.etl-compare-button__tooltip'))).toContain('Product toegevoegd aan vergelijking');
  }
  await poll(() => tab.attribute('header [data-etl-widget="header-compare"] .etl-count-badge__button', 'aria-label')).toBe('Vergelijken, 3 producten');
  await poll(() => tab.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'comparison_add').length))
    .toBe(3);

  await tab.click({ css: `${inCard(ids[2]!, '.etl-compare-button__tooltip a')}`, text: 'Vergelijking weergeven' });
  await tab.waitForUrl((url) => url.pathname === '/compare-products');
  await widgetsSettled(tab);
  for (const name of names) await poll(() => tab.count({ css: 'table td, table th', hasText: name })).toBeGreaterThan(0);
});

test("'Bekijk beschikbaarheid' on a card opens the watch modal; a subscription shows 'Stop met kijken'", async ({ tab, storefront }) => {
  const email = `kijker-${Date.now()}-${Math.floor(Math.random() * 1e6)}@voorbeeld.nl`;
  await tab.goto(SHORT_LISTING);
  const id = await cardId(tab, 7);
  // On desktop the card's shop, details and watch buttons appear when the card is hovered.
  await tab.hover(inCard(id, '.pc-name'));
  await widgetMounted(tab, inCard(id, '[data-etl-widget="watch-button"]'));
  const watch = inCard(id, '.etl-watch-button__button');
  await tab.click({ css: watch, hasText: 'Bekijk beschikbaarheid' });
  await poll(() => tab.text('dialog[open] .etl-dialog__title')).toBe('Bekijk beschikbaarheid');
  const events = await tab.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'modal_open'));
  expect(events).toEqual([{ event: 'modal_open', modal_name: 'watchdog', modal_opener: 'watch_button' }]);

  await tab.click('dialog[open] input[type="email"]');
  await tab.type(email);
  await tab.click({ css: 'dialog[open] button[type="submit"]', hasText: 'Houd mij op de hoogte' });
  await poll(() => tab.count('dialog[open]')).toBe(0);

  await tab.hover(inCard(id, '.pc-name'));
  await poll(() => tab.text(watch)).toContain('Stop met kijken');
  await poll(() => tab.text(inCard(id, '.etl-watch-button__status'))).toBe('Gelukt! We houden je op de hoogte.');
  const subscription = await testHook<{ subscriptions: { variantId: number }[] }>(storefront.url, `/__test/watchdog?email=${encodeURIComponent(email)}`);
  expect(subscription.subscriptions).toEqual([expect.objectContaining({ variantId: Number(id) })]);
});
