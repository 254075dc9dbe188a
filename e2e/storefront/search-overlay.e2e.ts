import { expect, test } from './fixtures.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { LISTING, collectConsoleErrors, heldBack, holdRequests, pageQuiet, recordInputs, widgetsSettled } from './helpers.js';

/** A listing of 12 cards (the test hook ?perPage): the overlay is the header's, the cards do not matter here. */
const PAGE = `${LISTING}?perPage=12`;
import { expectNoAxeViolations } from '../axe.js';

/** The header's search overlay against the storefront's real search service. */

interface SearchGroup {
  type: number;
  typeName: string;
  items: { id: number | string; title: string; url: string; productCount?: number }[];
}

const field = (page: Page) => page.locator('#etl-search-input');
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Zoeksuggesties' });
const options = (page: Page) => listbox(page).getByRole('option');
const activeId = (page: Page) => field(page).getAttribute('aria-activedescendant');

/** The search service's groups as the overlay shows them: types 6 and 11 together at most 10 items (type 11 gives way). */
async function expectedGroups(request: APIRequestContext, query: string): Promise<SearchGroup[]> {
  const response = await request.get(`/v2/search?q=${encodeURIComponent(query)}`);
  expect(response.ok()).toBe(true);
  const groups = ((await response.json()) as { data: SearchGroup[] }).data;
  let room = 10 - groups.filter((g) => g.type === 6).reduce((n, g) => n + g.items.length, 0);
  return groups
    .map((g) => {
      if (g.type !== 11) return g;
      const items = g.items.slice(0, Math.max(0, room));
      room -= items.length;
      return { ...g, items };
    })
    .filter((g) => g.items.length > 0);
}

async function openWith(page: Page, query: string) {
  await field(page).click();
  await expect(page.getByRole('dialog', { name: 'Zoeken in alle producten' })).toBeVisible();
  await field(page).pressSequentially(query, { delay: 30 });
  await expect(page.getByRole('option', { name: `Zoek "${query.trim()}" in alle producten` })).toBeVisible();
  await expect(listbox(page)).toHaveAttribute('aria-busy', 'false');
}

test('the overlay is not loaded before the shopper touches the page, and the form searches without it', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/search-overlay-[A-Z0-9]+\.js$/.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  const inputs = recordInputs(page);
  await page.goto(PAGE);
  await widgetsSettled(page);
  await page.waitForLoadState('networkidle');
  // A request with no input before it is a fault; see `recordInputs` for the browser's own inputs.
  await inputs.expectNoneBefore('search-overlay-', chunks, ['search-overlay']);
  await field(page).click();
  await expect(listbox(page)).toBeVisible();
  expect(chunks).toHaveLength(1);
});

test('typing shows grouped suggestions with counts; the arrow keys walk them and wrap; Enter follows the highlighted one', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(PAGE);
  await openWith(page, 'bank');
  const groups = await expectedGroups(request, 'bank');
  expect(groups.length).toBeGreaterThan(1);

  // Every group under its own heading, with its items in order; counts shown beside categories.
  for (const group of groups) {
    const shown = listbox(page).getByRole('group', { name: group.typeName, exact: true }).getByRole('option');
    await expect(shown).toHaveCount(group.items.length);
    for (const [i, item] of group.items.entries()) {
      await expect(shown.nth(i)).toContainText(item.title);
      if (group.type !== 6 && typeof item.productCount === 'number') {
        await expect(shown.nth(i)).toHaveAccessibleName(new RegExp(`, ${item.productCount === 1 ? '1 product' : `${item.productCount} producten`}$`));
      }
    }
  }
  const combined = groups.filter((g) => g.type === 6 || g.type === 11).reduce((n, g) => n + g.items.length, 0);
  expect(combined).toBeLessThanOrEqual(10);
  // Matches are marked as elements: 'bank' in 'Banken' (case-insensitive).
  await expect(options(page).first().locator('mark').first()).toHaveText(/^bank$/i);

  const count = groups.reduce((n, g) => n + g.items.length, 0) + 1;
  await expect(options(page)).toHaveCount(count);
  const ids = await options(page).evaluateAll((els) => els.map((el) => el.id));
  // The walk starts at the all-products entry (drawn last), then runs from the top and wraps.
  await field(page).press('ArrowDown');
  expect(await activeId(page)).toBe(ids[count - 1]);
  await expect(options(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  for (let i = 0; i < count; i += 1) {
    await field(page).press('ArrowDown');
    expect(await activeId(page)).toBe(ids[i]);
  }
  await field(page).press('ArrowUp');
  expect(await activeId(page)).toBe(ids[count - 2]);
  await field(page).press('ArrowDown');
  await field(page).press('ArrowDown');
  expect(await activeId(page)).toBe(ids[0]);
  await expect(page.locator(`#${ids[0]}`)).toHaveAttribute('aria-selected', 'true');

  // Enter goes to the highlighted suggestion; a link without a query of its own gets original_query.
  const first = groups[0]!.items[0]!;
  await field(page).press('Enter');
  await page.waitForURL((url) => url.pathname === first.url.split('?')[0]);
  expect(new URL(page.url()).searchParams.get('original_query')).toBe(first.url.includes('?') ? null : 'bank');
  expect(errors).toEqual([]);
});

test('Enter without a highlighted entry goes to the homepage search, which the server renders', async ({ page }) => {
  await page.goto(PAGE);
  await openWith(page, '  eettafel ');
  await field(page).press('Enter');
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('q') === 'eettafel');
  await expect(page.locator('article[data-etl-widget="product-card"]').first()).toBeVisible();
  await expect(field(page)).toHaveValue('eettafel');
});

test('Escape, Sluiten and a click outside close the overlay; focus is back in the search box; Tab stays inside', async ({ page }) => {
  await page.goto(PAGE);
  await openWith(page, 'stoel');
  const root = page.locator('html');
  await expect(root).toHaveClass(/etl-scroll-locked/);
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');

  // Tab cycles through the field, 'Zoeken' and 'Sluiten' only.
  await field(page).press('Tab');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Zoeken', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sluiten' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Sluiten' })).toBeFocused();

  await field(page).focus();
  await page.keyboard.press('Escape');
  await expect(listbox(page)).toBeHidden();
  // Tabbing past the empty box: it opens on focus and lets the focus move on.
  await field(page).fill('');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(field(page)).toBeFocused();
  await expect(listbox(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(listbox(page)).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(field(page)).not.toBeFocused();
  await field(page).fill('stoel');
  await page.keyboard.press('Escape');
  await expect(listbox(page)).toBeHidden();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(field(page)).toBeFocused();
  await expect(field(page)).toHaveValue('stoel');
  await expect(root).not.toHaveClass(/etl-scroll-locked/);

  // An arrow key opens it again; 'Sluiten' closes it.
  await page.keyboard.press('ArrowDown');
  await expect(listbox(page)).toBeVisible();
  await page.getByRole('button', { name: 'Sluiten' }).click();
  await expect(listbox(page)).toBeHidden();
  await expect(field(page)).toBeFocused();

  // Typing opens it; a click outside the panel closes it.
  await page.keyboard.type('e');
  await expect(listbox(page)).toBeVisible();
  const viewport = page.viewportSize()!;
  await page.mouse.click(10, viewport.height - 10);
  await expect(listbox(page)).toBeHidden();
  await expect(field(page)).toBeFocused();
});

test('a slow answer to an earlier query never replaces the answer to the latest one', async ({ page, request }) => {
  let delayed = 0;
  // The 'ba' answer is held until the 'bank' answer is on screen, then delivered (or dropped as aborted).
  const slow = heldBack();
  const handled = heldBack();
  await page.route('**/v2/search?*', async (route) => {
    const q = new URL(route.request().url()).searchParams.get('q');
    if (q === 'ba') {
      delayed += 1;
      const response = await route.fetch();
      await slow.wait;
      await route.fulfill({ response }).catch(() => {}); // aborted by the newer query: nothing to deliver
      handled.release();
      return;
    }
    await route.continue();
  });
  await page.goto(PAGE);
  await field(page).click();
  await field(page).pressSequentially('ba');
  await expect.poll(() => delayed).toBe(1);
  await field(page).pressSequentially('nk');
  await expect(page.getByRole('option', { name: 'Zoek "bank" in alle producten' })).toBeVisible();
  await expect(listbox(page)).toHaveAttribute('aria-busy', 'false');
  const bank = (await expectedGroups(request, 'bank')).flatMap((g) => g.items.map((item) => item.title));
  const shown = async () => (await options(page).allTextContents()).slice(0, -1);
  expect((await shown()).map((text, i) => text.startsWith(bank[i]!))).toEqual(bank.map(() => true));
  slow.release();
  await handled.wait;
  await pageQuiet(page); // the late 'ba' answer, if delivered, has been handled
  expect((await shown()).map((text, i) => text.startsWith(bank[i]!))).toEqual(bank.map(() => true));
  await expect(page.getByRole('option', { name: 'Zoek "bank" in alle producten' })).toBeVisible();
});

test('a failing search service says so in Dutch and the all-products entry still searches', async ({ page }) => {
  await page.route('**/v2/search?*', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto(PAGE);
  await field(page).click();
  await field(page).pressSequentially('kast');
  await expect(page.getByText('De zoeksuggesties zijn nu niet beschikbaar. U kunt wel in alle producten zoeken.').first()).toBeVisible();
  await page.getByRole('option', { name: 'Zoek "kast" in alle producten' }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('q') === 'kast');
});

test('the empty overlay shows popular searches and, after visiting two products, where the shopper left off', async ({ page }) => {
  await page.goto(PAGE);
  const links = await page.locator('article[data-etl-widget="product-card"] .pc-name a').evaluateAll((els) =>
    els.slice(0, 2).map((el) => ({ href: (el as HTMLAnchorElement).getAttribute('href')!, name: el.textContent!.trim() })),
  );
  expect(links).toHaveLength(2);
  for (const link of links) await page.goto(link.href);
  await page.goto(PAGE);
  await field(page).click();
  const popular = listbox(page).getByRole('group', { name: 'Populaire zoekopdrachten' }).getByRole('option');
  await expect(popular.first()).toHaveText('Black Friday');
  expect(await popular.count()).toBeLessThanOrEqual(11);
  const recent = listbox(page).getByRole('group', { name: 'Ga verder waar je gebleven was' }).getByRole('option');
  await expect(recent).toHaveCount(2);
  // Newest first, with image and price.
  await expect(recent.nth(0)).toContainText(links[1]!.name);
  await expect(recent.nth(1)).toContainText(links[0]!.name);
  await expect(recent.nth(0).locator('img')).toBeVisible();
  await expect(recent.nth(0)).toContainText('€');
  await recent.nth(1).click();
  await page.waitForURL((url) => url.pathname === links[0]!.href);
});

test('the overlay passes axe-core open and empty, and open with suggestions', async ({ page }) => {
  await page.goto('/');
  await field(page).click();
  await expect(listbox(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await field(page).pressSequentially('bank');
  await expect(page.getByRole('option', { name: 'Zoek "bank" in alle producten' })).toBeVisible();
  await field(page).press('ArrowDown');
  await expectNoAxeViolations(page);
});

test('focused before the overlay code arrives: its frame at once; what the shopper types is kept, and the overlay opens with its suggestions', async ({ page }) => {
  // Hold the overlay's chunk back, as a slow phone connection would.
  const release = await holdRequests(page, /\/search-overlay-[A-Z0-9]+\.js$/);
  await page.goto(PAGE);
  await widgetsSettled(page);
  await field(page).focus();
  // The overlay's frame at once (the server's markup, opened by the stylesheet), before any of its code.
  await expect(page.locator('.etl-search-overlay__frame')).toBeVisible();
  await page.keyboard.type('tafel');
  await expect(field(page)).toHaveValue('tafel');
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(page.getByRole('option', { name: 'Zoek "tafel" in alle producten' })).toBeVisible();
  await expect(page.locator('.etl-search-overlay__frame')).toHaveCount(0);
  await expect(field(page)).toBeFocused();
  await expect(field(page)).toHaveValue('tafel');
});
