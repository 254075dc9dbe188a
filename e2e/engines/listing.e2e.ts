import { expect, poll, LISTING, shopperArrived, test, widgetsSettled, type EnginePage } from './fixtures.js';

/** The widgets in the viewport: how many are mounted, which are not (yet), which failed. */
function widgetsInView(tab: EnginePage) {
  return tab.evaluate(() => {
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    };
    const widgets = [...document.querySelectorAll('[data-etl-widget]')];
    const visible = widgets.filter(inView);
    return {
      stats: window.Etalage!.stats(),
      elements: widgets.length,
      mountedElements: widgets.filter((element) => element.getAttribute('data-etl-state') === 'mounted').length,
      failed: widgets.filter((element) => element.getAttribute('data-etl-state') === 'error').map((element) => element.getAttribute('data-etl-widget')),
      mountedInView: visible.filter((element) => element.getAttribute('data-etl-state') === 'mounted').length,
      // Each by its name and its index among the widgets of that name (what the pointer is sent to).
      waitingInView: visible
        .filter((element) => element.getAttribute('data-etl-state') !== 'mounted')
        .map((element) => {
          const name = element.getAttribute('data-etl-widget')!;
          return { name, nth: [...document.querySelectorAll(`[data-etl-widget="${name}"]`)].indexOf(element) };
        }),
    };
  });
}

test('the listing loads with every visible widget mounted; the like and compare buttons are live', async ({ tab }) => {
  await tab.goto(LISTING);
  expect(await tab.count('#product-list article[data-etl-widget="product-card"]')).toBe(60);
  await shopperArrived(tab);

  // Widgets that wait for the shopper's touch (activation 'interaction': the banner strip, the category nav, the
  // filter panel) are the only ones in view not mounted yet; the pointer reaches each, and it mounts.
  const first = await widgetsInView(tab);
  expect(first.failed).toEqual([]);
  expect(first.mountedInView).toBeGreaterThan(5);
  for (const { name, nth } of first.waitingInView) await tab.hover({ css: `[data-etl-widget="${name}"]`, nth });
  await widgetsSettled(tab);
  await poll(async () => (await widgetsInView(tab)).waitingInView).toEqual([]);
  const seen = await widgetsInView(tab);
  expect(seen.failed).toEqual([]);
  expect(seen.stats.connected).toBe(seen.elements);
  expect(seen.stats.mounted).toBe(seen.mountedElements);

  // The first card's buttons are the server's markup, resumed: a click on each counts.
  const id = await tab.attribute('#product-list article[data-etl-widget="product-card"]', 'data-etl-variant-id');
  const like = `article[data-etl-variant-id="${id}"] .etl-like-button__button`;
  const likes = Number(await tab.text(`article[data-etl-variant-id="${id}"] .etl-like-button__count`));
  await tab.click(like);
  await poll(() => tab.attribute(like, 'aria-pressed')).toBe('true');
  await poll(() => tab.text(`article[data-etl-variant-id="${id}"] .etl-like-button__count`)).toBe(String(likes + 1));
  const compare = `article[data-etl-variant-id="${id}"] .etl-compare-button__button`;
  await tab.click(compare);
  await poll(() => tab.attribute(compare, 'aria-pressed')).toBe('true');
  await widgetsSettled(tab);
});
