import { expect, poll, LISTING, test, widgetsSettled, type EnginePage } from './fixtures.js';

const CARDS = '#product-list article[data-etl-widget="product-card"]';

/** A mark on the window that a page load would wipe out. */
async function markWindow(tab: EnginePage) {
  await tab.evaluate(() => ((window as unknown as { sameDocument: number }).sameDocument = 42));
}
const marker = (tab: EnginePage) => tab.evaluate(() => (window as unknown as { sameDocument?: number }).sameDocument ?? null);

test('a colour filter changes the list without a page load', async ({ tab }) => {
  await tab.goto(LISTING);
  await widgetsSettled(tab);
  await markWindow(tab);
  const firstCount = await tab.text('#results-title');
  // The shopper's pointer reaches the panel: the widget resumes, then loads its code.
  await tab.hover('.etl-listing-filters .etl-listing-filters__title');
  await tab.hover('.etl-listing-filters .etl-listing-filters__legend');
  await widgetsSettled(tab);

  const choice = '.etl-listing-filters label.etl-listing-filters__choice:has(input[value="kleur-naturel"])';
  await tab.click(choice);
  await tab.waitForUrl((url) => url.searchParams.get('dimensie') === 'kleur-naturel');
  await poll(() => tab.text('#results-title')).not.toBe(firstCount);
  await poll(() => tab.attribute('#product-list', 'aria-busy')).toBe('false');
  await poll(() => tab.text('.etl-listing-filters [aria-label="Gekozen filters"]')).toContain('Naturel');
  expect(await tab.evaluate(() => (document.querySelector('.etl-listing-filters input[value="kleur-naturel"]') as HTMLInputElement).checked)).toBe(true);
  expect(await marker(tab)).toBe(42);
  await widgetsSettled(tab);
});

test("'Meer producten' appends the next page without a page load, and the address follows", async ({ tab }) => {
  await tab.goto(LISTING);
  expect(await tab.count(CARDS)).toBe(60);
  await markWindow(tab);
  const feed = '#paginator [data-etl-widget="listing-feed"]';
  await tab.scrollIntoView(feed);
  await poll(() => tab.attribute(feed, 'data-etl-state')).toBe('mounted');
  await tab.click({ css: `${feed} a`, text: 'Meer producten' });
  await poll(() => tab.count(CARDS), { timeout: 20_000 }).toBe(120);
  await tab.waitForUrl((url) => url.pathname === LISTING && url.search === '?page=2');
  expect(await marker(tab)).toBe(42);
  const ids = await tab.evaluate((css: string) => [...document.querySelectorAll(css)].map((card) => card.getAttribute('data-etl-variant-id')), CARDS);
  expect(new Set(ids).size).toBe(120);
  await widgetsSettled(tab);
});
