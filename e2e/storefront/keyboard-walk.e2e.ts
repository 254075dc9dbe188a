import { expect as baseExpect, test } from './fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { collectConsoleErrors, SHOPPER } from './helpers.js';

/**
 * A shopping walk with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape; no
 * mouse, no clicks, no focus() calls). After every step focus is on an element (never the body) that shows a
 * focus indicator, and the step did what it should.
 */

// Widget code loads on first use and a filtering call re-renders the list: slow on this shared 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The focused element, described for failure messages. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the body';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? '';
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} class="${el.className}"> ${name}`;
  });

/** True when the focused element is one of the locator's elements. */
const holdsFocus = (target: Locator) => target.evaluateAll((els) => els.some((el) => el === document.activeElement));

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `target`; fails after `max` presses. The target's
 * elements are looked up once (a role lookup over a page of 60 cards is slow) and again every 20 presses, in case
 * their widget drew them anew.
 */
async function tabTo(page: Page, target: Locator, max = 40, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  let handles = await target.elementHandles();
  for (let i = 0; i < max; i += 1) {
    if (i % 20 === 19) handles = await target.elementHandles();
    if (await page.evaluate((els) => els.includes(document.activeElement!), handles)) return;
    await page.keyboard.press(key);
  }
  if (await holdsFocus(target)) return;
  throw new Error(`${key} ${max} times did not reach ${target}; focus is on ${await describeFocus(page)}`);
}

/** Focus is not lost to the body and the focused element shows it: an outline or a box shadow, as :focus-visible. */
async function expectVisibleFocus(page: Page, step: string): Promise<void> {
  const focus = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !/rgba\(.*, 0\)|transparent/.test(style.outlineColor);
    return { visible: el.matches(':focus-visible') && (outline || style.boxShadow !== 'none'), rect: el.getBoundingClientRect().width > 1 };
  });
  baseExpect(focus, `${step}: focus is lost to the body`).not.toBeNull();
  baseExpect(focus!.visible && focus!.rect, `${step}: no visible focus indicator on ${await describeFocus(page)}`).toBe(true);
}

/** Every id on the page is unique: each widget is a root of its own, and ids drawn per root must not collide. */
async function expectUniqueIds(page: Page, step: string): Promise<void> {
  const repeated = await page.evaluate(() => {
    const seen = new Set<string>();
    const twice = new Set<string>();
    for (const { id } of document.querySelectorAll('[id]')) (seen.has(id) ? twice : seen).add(id);
    return [...twice];
  });
  baseExpect(repeated, `${step}: ids used twice`).toEqual([]);
}

test('search, filter, similar row, like, compare, watch, comparison, log in and favourites with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');

  // 1. Search: the header's combobox opens on focus; the arrow keys walk the suggestions, Enter follows one.
  const field = page.locator('#etl-search-input');
  await tabTo(page, field);
  await expectVisibleFocus(page, 'search field');
  await expect(page.getByRole('dialog', { name: 'Zoeken in alle producten' })).toBeVisible();
  await page.keyboard.type('woonkamer', { delay: 20 });
  const listbox = page.getByRole('listbox', { name: 'Zoeksuggesties' });
  await expect(listbox.getByRole('option', { name: 'Zoek "woonkamer" in alle producten' })).toBeVisible();
  await expect(listbox).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('ArrowDown'); // the all-products entry, drawn last
  await page.keyboard.press('ArrowDown'); // wraps to the first suggestion: the category
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expectVisibleFocus(page, 'suggestion highlighted');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith('/producten/'));

  // 2. Filter: Space on a colour's checkbox filters the list in place.
  const colours = page.locator('.etl-listing-filters fieldset').filter({ has: page.locator('legend', { hasText: /^Kleur$/ }) });
  const value = await colours.locator('input[type="checkbox"]').first().getAttribute('value');
  const colour = colours.locator(`input[type="checkbox"][value="${value}"]`);
  // The filters follow the 60 cards in the HTML (they show on the left): the toolbar's 'Filters' link skips there.
  await tabTo(page, page.locator('.listing-toolbar').getByRole('link', { name: 'Filters' }), 60);
  await expectVisibleFocus(page, "the toolbar's Filters link");
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#filters') !== null)).toBe(true);
  await expectVisibleFocus(page, 'filters panel');
  await tabTo(page, colour, 60);
  await expectVisibleFocus(page, 'colour choice');
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/dimensie=kleur-/);
  await expect(page.locator('#product-list')).toHaveAttribute('aria-busy', 'false');
  await expect(colour).toBeChecked();
  await expectVisibleFocus(page, 'after filtering');

  // 3. The first card's similar row: its 'Vergelijkbare producten' button (shown while focused) opens it.
  const card = page.locator('#product-list > article[data-etl-widget="product-card"]').first();
  const name = (await card.locator('.pc-name').textContent())!.trim();
  const toggle = card.getByRole('button', { name: `Vergelijkbare producten als ${name}` });
  // On past the footer, round to the page's skip link, which jumps over the header and its menu.
  await tabTo(page, page.getByRole('link', { name: 'Direct naar de inhoud' }), 150);
  await expectVisibleFocus(page, 'skip link');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expectVisibleFocus(page, 'skipped to the content');
  await tabTo(page, toggle, 30);
  await expectVisibleFocus(page, 'similar-row button');
  await page.screenshot({ path: 'reports/keyboard-walk-similar-toggle.png' });
  await page.keyboard.press('Enter');
  const row = page.locator('#product-list > .etl-similar-slot');
  await expect(row.getByRole('heading', { name: 'Vergelijkbare producten' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(row.locator('article[data-etl-widget="product-card"]').first()).toBeVisible();
  await expectVisibleFocus(page, 'similar row open');

  // 4. Like the card's product (back through the card's controls).
  const like = card.getByRole('button', { name: new RegExp(`^Bewaar als favoriet: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await tabTo(page, like, 20, 'Shift+Tab');
  await expectVisibleFocus(page, 'like button');
  await page.keyboard.press('Space');
  await expect(card.locator('.etl-like-button__button')).toHaveAttribute('aria-pressed', 'true');
  await expectVisibleFocus(page, 'liked');

  // 5. Compare it.
  const compare = card.getByRole('button', { name: `Vergelijk ${name}` });
  await tabTo(page, compare, 5);
  await expectVisibleFocus(page, 'compare button');
  await page.keyboard.press('Space');
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  await expectVisibleFocus(page, 'compared');
  // The tooltip's link is the next stop (it stays while it has the focus).
  await tabTo(page, card.getByRole('link', { name: 'Vergelijking weergeven' }), 2);
  await expectVisibleFocus(page, "the tooltip's comparison link");

  // 6. Watch it: the watch modal, its e-mail field, Enter sends; focus comes back to the card.
  const watch = card.getByRole('button', { name: /Bekijk beschikbaarheid/ });
  await tabTo(page, watch, 10);
  await expectVisibleFocus(page, 'watch button');
  await page.keyboard.press('Enter');
  // Named by its own title: the modal host's root and the similar row's draw ids of their own (useWidgetId).
  const watchDialog = page.getByRole('dialog', { name: 'Bekijk beschikbaarheid' });
  await expect(watchDialog).toBeVisible();
  await expectUniqueIds(page, 'watch dialog over the similar row');
  const email = watchDialog.getByLabel('E-mailadres');
  await tabTo(page, email, 5);
  await expectVisibleFocus(page, 'watch e-mail field');
  await page.keyboard.type(`toetsenbord-${Date.now()}@voorbeeld.nl`);
  await page.keyboard.press('Enter');
  await expect(watchDialog).toBeHidden();
  await expect(card.getByRole('button', { name: /Stop met kijken/ })).toBeAttached();
  await expectVisibleFocus(page, 'watch modal closed');

  // 7. The comparison: the header's 'Vergelijken' link, back up the page.
  const comparison = page.getByRole('banner').getByRole('link', { name: 'Vergelijken, 1 product' });
  await tabTo(page, comparison, 200, 'Shift+Tab');
  await expectVisibleFocus(page, 'comparison link');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/compare-products');
  // A new page starts with focus on the body; Tab goes on through the header into the comparison's scroll region.
  const table = page.locator('.etl-comparison-table').getByRole('region', { name: 'Vergelijking' });
  await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
  await tabTo(page, table, 60);
  await expectVisibleFocus(page, 'comparison table');
  await page.keyboard.press('Tab'); // on into the table: the product's own link
  await expect(table.getByRole('link', { name, exact: true })).toBeFocused();
  await expectVisibleFocus(page, 'in the comparison');

  // 8. Log in through the auth modal.
  const login = page.getByRole('banner').getByRole('link', { name: 'Inloggen', exact: true });
  await tabTo(page, login, 30, 'Shift+Tab'); // back up from the table to the header
  await expectVisibleFocus(page, 'login link');
  await page.keyboard.press('Enter');
  const auth = page.getByRole('dialog', { name: 'Inloggen' });
  await expect(auth).toBeVisible();
  await expect(auth.getByLabel('E-mailadres')).toBeFocused();
  await expectVisibleFocus(page, 'login e-mail field');
  await expectUniqueIds(page, 'auth modal over the comparison');
  await page.keyboard.type(SHOPPER.email);
  await tabTo(page, auth.getByLabel('Wachtwoord', { exact: true }), 3);
  await page.keyboard.type(SHOPPER.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The 'Inloggen' opener became the avatar: focus goes to it, not to the body.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sanne, accountmenu' })).toBeFocused();
  await expectVisibleFocus(page, 'logged in');

  // 9. Favourites: the header's button opens the list with the liked product; Escape closes it, focus returns.
  const favourites = page.getByRole('banner').getByRole('button', { name: /^Favorieten, [1-9]\d* product/ });
  await tabTo(page, favourites, 20, 'Shift+Tab');
  await expectVisibleFocus(page, 'favourites button');
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog', { name: 'Mijn favorieten' });
  await expect(list.getByText(name).first()).toBeVisible();
  await expectVisibleFocus(page, 'favourites open');
  await expectUniqueIds(page, 'favourites list');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(favourites).toBeFocused();
  await expectVisibleFocus(page, 'favourites closed');
  expect(errors.filter((text) => !text.includes('401'))).toEqual([]);
});
