import { expect, poll, LISTING, SHORT_LISTING, test } from './fixtures.js';

const FIELD = '#etl-search-input';
const LISTBOX = '[role="listbox"][aria-label="Zoeksuggesties"]';
const OPTIONS = `${LISTBOX} [role="option"]`;

interface SearchGroup {
  type: number;
  items: { url: string }[];
}

/** The first suggestion the overlay shows for a query: the search service's first group's first item. */
async function firstSuggestionUrl(baseUrl: string, query: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v2/search?q=${encodeURIComponent(query)}`);
  expect(response.ok).toBe(true);
  const groups = ((await response.json()) as { data: SearchGroup[] }).data.filter((group) => group.items.length > 0);
  return groups[0]!.items[0]!.url;
}

test('the search overlay: suggestions while typing, ArrowDown and ArrowUp walk them, Enter follows the highlighted one', async ({ tab, storefront }) => {
  await tab.goto(SHORT_LISTING);
  await tab.click(FIELD);
  await poll(() => tab.isVisible(LISTBOX)).toBe(true);
  await tab.type('bank');
  await poll(() => tab.count({ css: OPTIONS, hasText: 'Zoek "bank" in alle producten' })).toBe(1);
  await poll(() => tab.attribute(LISTBOX, 'aria-busy')).toBe('false');
  const ids = await tab.evaluate((css: string) => [...document.querySelectorAll(css)].map((option) => option.id), OPTIONS);
  expect(ids.length).toBeGreaterThan(2);
  const active = () => tab.attribute(FIELD, 'aria-activedescendant');

  // The walk starts at the all-products entry (drawn last), then runs from the top and wraps.
  await tab.press('ArrowDown');
  await poll(active).toBe(ids.at(-1));
  await tab.press('ArrowDown');
  await poll(active).toBe(ids[0]);
  await tab.press('ArrowDown');
  await poll(active).toBe(ids[1]);
  await tab.press('ArrowUp');
  await poll(active).toBe(ids[0]);
  await poll(() => tab.attribute(`#${ids[0]}`, 'aria-selected')).toBe('true');

  // Enter goes to the highlighted suggestion; a link without a query of its own gets original_query.
  const expected = await firstSuggestionUrl(storefront.url, 'bank');
  await tab.press('Enter');
  const url = await tab.waitForUrl((current) => current.pathname === expected.split('?')[0]);
  expect(url.searchParams.get('original_query')).toBe(expected.includes('?') ? null : 'bank');
});
