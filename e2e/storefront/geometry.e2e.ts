import { expect, test } from './fixtures.js';
import type { Locator, Page } from '@playwright/test';
import {
  boxOf,
  cardControlsFit,
  eachNotCovered,
  expectNoProblems,
  insideViewport,
  noHorizontalScroll,
  notClippedByAncestors,
  PHONE_SCREENS,
  placeholderFits,
  SCREENS,
  sheetShape,
  showAt,
  shownWhole,
  sidewaysScrollerCue,
  settled,
  type Screen,
  type SheetShape,
} from './geometry.js';

/**
 * At 320, 390, 768, 1024, 1280 and 1536 px, every popover, tooltip, toggletip, sheet and menu the widgets
 * open lies inside the viewport, is cut by no ancestor and has nothing drawn over it; every card control fits its
 * card; no page scrolls sideways, and what scrolls sideways inside it says so. A page is loaded once and measured at
 * each width (the viewport resized, the layout settled); what a widget places when it opens is opened again at each.
 */

// The tests of this file spread over the workers (each with its own storefront).
test.describe.configure({ mode: 'parallel' });

const LISTING = '/producten/banken';
const CARDS = '#product-list > article[data-etl-widget="product-card"]';
const ADDED = 'Product toegevoegd aan vergelijking';
/** The header's category strip: on every page, so checked once, by a test of its own. */
const HEADER_STRIP = '.main-nav-list';

const at = (screen: Screen) => `at ${screen.width} px`;
const prefixed = (prefix: string, problems: string[]) => problems.map((problem) => `${prefix}: ${problem}`);

/**
 * The page's script ran and its idle-activated widgets are live (one idle callback, then everything settled): what a
 * click on a widget needs, and the layout the page keeps.
 */
async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => window.Etalage !== undefined);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
  await settled(page);
}

/** Loads a page at 390 px (the tests' measurements start from a phone) and waits until it is `ready`. */
async function openOnPhone(page: Page, path: string): Promise<void> {
  await page.setViewportSize(SCREENS[1]);
  await page.goto(path);
  await ready(page);
}

/** The indexes of the listing's cards, row by row, as the grid lays them out now. */
function gridRows(page: Page): Promise<number[][]> {
  return page.locator(CARDS).evaluateAll((cards) => {
    const rows = new Map<number, number[]>();
    cards.forEach((card, index) => {
      const top = Math.round(card.getBoundingClientRect().top);
      rows.set(top, [...(rows.get(top) ?? []), index]);
    });
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, indexes]) => indexes);
  });
}

/**
 * Each card scrolled into view once, so that its visible-activated widgets (like, compare, watch) are live; then the
 * window and every row of cards scrolled back to their start.
 */
async function activateCards(page: Page, cards: string): Promise<void> {
  await page.locator(cards).evaluateAll(async (elements) => {
    for (const element of elements) {
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    for (const element of elements) {
      for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) ancestor.scrollLeft = 0;
    }
  });
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Variant ids of the first cards of a listing no other test writes to (the likes tests count the likes of the living
 * room's cards over all visitors), from its server markup: no page load in the browser.
 */
async function variantIds(page: Page, count: number): Promise<number[]> {
  const html = await (await page.request.get(`/producten/eetkamer?perPage=${count}`)).text();
  const ids = [...html.matchAll(/<article[^>]*data-etl-variant-id="(\d+)"/g)].map((match) => Number(match[1]));
  expect(ids).toHaveLength(count);
  return ids;
}

for (const screens of [SCREENS.slice(0, 3), SCREENS.slice(3)]) {
  test(`the compare tooltip of the first, a middle and the last card of a row is shown whole at ${screens.map((s) => s.width).join(', ')} px`, async ({
    page,
  }) => {
    await page.setViewportSize(screens[0]!);
    await page.goto(`${LISTING}?perPage=16`);
    await ready(page);
    const cards = page.locator(CARDS);
    const tooltip = page.getByRole('status').filter({ hasText: ADDED });
    const problems: string[] = [];
    for (const [n, screen] of screens.entries()) {
      await showAt(page, screen);
      // A row of its own at each width: every click adds its product.
      const row = (await gridRows(page))[n]!;
      const columns = [...new Set([0, Math.floor(row.length / 2), row.length - 1])];
      for (const column of columns) {
        const button = cards.nth(row[column]!).locator('.etl-compare-button__button');
        // The button in the middle of the window: the sticky header is not over the tooltip below it.
        await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await button.click();
        // The focus on its link keeps the tooltip while it is measured (it goes by itself after 5 s otherwise).
        await tooltip.getByRole('link', { name: 'Vergelijking weergeven' }).focus();
        await settled(page);
        problems.push(...(await shownWhole(tooltip, { label: `${at(screen)}, the compare tooltip of column ${column + 1} of ${row.length}` })));
        await page.keyboard.press('Escape');
        await expect(tooltip).toBeHidden();
      }
    }
    expectNoProblems(problems, 'compare tooltips');
  });
}

for (const { path, name } of [
  { path: `${LISTING}?perPage=12`, name: 'the listing' },
  { path: '/producten/vouchers?perPage=12', name: '/producten/vouchers' },
]) {
  test(`every card control fits its card on ${name}, and the page does not scroll sideways, at every width`, async ({ page }) => {
    await openOnPhone(page, path);
    await activateCards(page, CARDS);
    const cards = page.locator(CARDS);
    const problems: string[] = [];
    for (const screen of SCREENS) {
      await showAt(page, screen);
      const { problems: controls, measured } = await cardControlsFit(page, CARDS);
      // 12 cards, each with a like and a compare button at least: the check saw the cards' controls.
      expect(measured, `${at(screen)}: card controls measured`).toBeGreaterThanOrEqual(24);
      problems.push(...prefixed(at(screen), controls), ...prefixed(at(screen), await noHorizontalScroll(page, { skip: [HEADER_STRIP] })));
      // With a mouse, a card shows its shop, details and watch buttons while hovered (the last one of a row).
      const hovered = cards.nth((await gridRows(page))[1]!.at(-1)!);
      await hovered.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await hovered.hover();
      await settled(page);
      problems.push(...prefixed(`${at(screen)}, hovered`, (await cardControlsFit(page, `${CARDS}:hover`)).problems));
      await page.mouse.move(0, 0);
    }
    expectNoProblems(problems, `card controls and sideways scroll on ${name}`);
  });
}

for (const { path, name, prepare } of [
  { path: '/', name: 'the home page' },
  { path: '/product/v/10001-bank-oslo-deluxe-linnen-naturel', name: 'a product page' },
  {
    path: '/user/favourites',
    name: 'the favourites page',
    prepare: async (page: Page) => {
      for (const id of await variantIds(page, 3)) expect((await page.request.post(`/api/v1/nl/like/variant/${id}`)).ok()).toBe(true);
    },
  },
  { path: '/star/k7m2p9x4', name: 'the star review form' },
]) {
  test(`${name} does not scroll sideways at any width`, async ({ page }) => {
    await prepare?.(page);
    await page.setViewportSize(SCREENS[0]);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await ready(page);
    const problems: string[] = [];
    for (const screen of SCREENS) {
      await showAt(page, screen);
      problems.push(...prefixed(at(screen), await noHorizontalScroll(page, { skip: [HEADER_STRIP] })));
    }
    expectNoProblems(problems, `sideways scroll on ${path}`);
  });
}

test('the comparison page with three products: the table scrolls inside its own container, which says so', async ({ page }) => {
  for (const id of await variantIds(page, 3)) expect((await page.request.post(`/api/v1/nl/like/comparison/${id}`)).ok()).toBe(true);
  await page.setViewportSize(SCREENS[0]);
  await page.goto('/compare-products');
  const table = page.getByRole('table', { name: 'Vergelijking' });
  await expect(table.getByRole('button', { name: /^Verwijderen/ })).toHaveCount(3);
  await ready(page);
  // On the narrowest screen the three products do not fit: the table scrolls sideways inside its container.
  const scroller = page.locator('.etl-comparison-table__scroll');
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const screen of SCREENS) {
    await showAt(page, screen);
    problems.push(...prefixed(at(screen), await noHorizontalScroll(page, { skip: [HEADER_STRIP] })));
  }
  expectNoProblems(problems, 'sideways scroll on /compare-products');
});

test("the header's category strip, where it scrolls sideways, says so at every width", async ({ page }) => {
  await page.setViewportSize(SCREENS[0]);
  await page.goto('/producten');
  await ready(page);
  const strip = page.locator(HEADER_STRIP);
  // On a phone the strip holds more than fits: the check has something to check.
  expect(await strip.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const screen of SCREENS) {
    await showAt(page, screen);
    problems.push(...prefixed(at(screen), await sidewaysScrollerCue(strip)));
  }
  expectNoProblems(problems, "the header's category strip");
});

test('the sales info toggletip is shown whole at every width', async ({ page }) => {
  await page.goto('/producten/sale?perPage=4');
  await ready(page);
  const summary = page.locator('summary.sales-tip-button');
  const tip = page.locator('details.sales-tip[open] > :not(summary)');
  const problems: string[] = [];
  for (const screen of SCREENS) {
    await showAt(page, screen);
    await summary.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await summary.click();
    await expect(tip.getByRole('link', { name: 'Lees hoe onze kortingen werken' })).toBeVisible();
    await settled(page);
    problems.push(...(await shownWhole(tip, { label: `${at(screen)}, the sales info toggletip` })));
    await summary.click();
    await expect(tip).toHaveCount(0);
  }
  expectNoProblems(problems, 'sales info toggletip');
});

/** The first image's hotspots, leftmost and rightmost: the cards nearest the image's edges. */
async function edgeHotspots(page: Page): Promise<Locator[]> {
  const buttons = page.locator('[data-etl-widget="stl-hotspots"]').first().locator('.etl-stl-hotspots__button');
  const lefts = await buttons.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().left));
  const order = lefts.map((left, index) => ({ left, index })).sort((a, b) => a.left - b.left);
  return [...new Set([order[0]!.index, order.at(-1)!.index])].map((index) => buttons.nth(index));
}

test('the shop-the-look hotspot cards are shown whole at every width; Escape closes each and the focus returns', async ({ page }) => {
  await page.goto('/inspirations/stl/1');
  await expect(page.locator('[data-etl-widget="stl-hotspots"]').first()).toHaveAttribute('data-etl-state', 'mounted');
  const problems: string[] = [];
  for (const screen of SCREENS) {
    await showAt(page, screen);
    for (const [n, hotspot] of (await edgeHotspots(page)).entries()) {
      const name = (await hotspot.getAttribute('aria-label'))!;
      await hotspot.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      // By keyboard: a hotspot may lie under another one at some widths (the next test's subject).
      await hotspot.focus();
      await page.keyboard.press('Enter');
      const card = page.locator('[data-etl-widget="stl-hotspots"]').first().getByRole('group', { name });
      await expect(card).toBeVisible();
      await settled(page);
      problems.push(...(await shownWhole(card, { label: `${at(screen)}, the card of the ${n === 0 ? 'leftmost' : 'rightmost'} hotspot` })));
      await page.keyboard.press('Escape');
      await expect(card).toHaveCount(0);
      await expect(hotspot).toBeFocused();
    }
  }
  expectNoProblems(problems, 'hotspot cards');
});

test('the shop-the-look hotspots are not drawn over each other at any width: a tap on a dot reaches its own product', async ({ page }) => {
  await page.goto('/inspirations/stl/1');
  const images = page.locator('[data-etl-widget="stl-hotspots"]');
  // Each image's hotspots come with its widget, which wakes in view.
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('data-etl-state', 'mounted');
  }
  const count = await images.locator('.etl-stl-hotspots__button').count();
  expect(count).toBeGreaterThan(4);
  const problems: string[] = [];
  for (const screen of SCREENS) {
    await showAt(page, screen);
    // The dot is what is drawn; a tap on it must reach its own button.
    const dots = await eachNotCovered(page, '[data-etl-widget="stl-hotspots"] .etl-stl-hotspots__button .etl-stl-hotspots__dot', `${at(screen)}, the dot of hotspot`, 'button');
    expect(dots.measured, `${at(screen)}: hotspots measured`).toBe(count);
    problems.push(...dots.problems);
  }
  expectNoProblems(problems, 'hotspots');
});

test("a card's similar-products row stays inside the viewport at every width, its cards' controls fit them, and its scroller says so", async ({ page }) => {
  await page.setViewportSize(SCREENS[4]);
  await page.goto(`${LISTING}?perPage=12`);
  await ready(page);
  const toggle = page.locator(CARDS).nth(1).locator('.pc-similar-toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const row = page.locator('#product-list > .etl-similar-slot .etl-similar-row');
  await expect(row.getByRole('heading', { name: 'Vergelijkbare producten' })).toBeVisible();
  await expect(row).toHaveAttribute('aria-busy', 'false');
  // The row's cards in view wake as they come into view (more of them at wider screens), settled at each width.
  const cards = '#product-list > .etl-similar-slot .etl-similar-row article[data-etl-widget="product-card"]';
  const problems: string[] = [];
  for (const screen of SCREENS) {
    await showAt(page, screen);
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const label = `${at(screen)}, the similar-products row`;
    problems.push(...(await insideViewport(row, { label, axis: 'x' })), ...(await notClippedByAncestors(row, { label, axis: 'x' })));
    const { problems: controls, measured } = await cardControlsFit(page, cards);
    expect(measured, `${at(screen)}: controls of the row's cards measured`).toBeGreaterThan(0);
    problems.push(...prefixed(label, controls), ...prefixed(label, await sidewaysScrollerCue(row.locator('.etl-similar-row__list'))));
  }
  expectNoProblems(problems, 'similar-products row');
});

test('the header search: its placeholder fits the field, and the panel (a letter typed) is shown whole at every width', async ({ page }) => {
  await page.goto('/?perPage=4');
  await ready(page);
  const field = page.locator('#etl-search-input');
  const problems: string[] = [];
  for (const screen of SCREENS) {
    await showAt(page, screen);
    problems.push(...(await placeholderFits(field, { label: `${at(screen)}, the header's search field` })));
  }
  await showAt(page, SCREENS[1]);
  await field.click();
  const panel = page.getByRole('dialog', { name: 'Zoeken in alle producten' });
  await expect(panel).toBeVisible();
  await field.pressSequentially('b');
  const listbox = page.getByRole('listbox', { name: 'Zoeksuggesties' });
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await expect(listbox).toHaveAttribute('aria-busy', 'false');
  for (const screen of SCREENS) {
    await showAt(page, screen);
    problems.push(
      ...(await shownWhole(panel, { label: `${at(screen)}, the search panel` })),
      // The suggestions may run below the fold inside the panel, which scrolls; across they must fit.
      ...(await insideViewport(listbox, { label: `${at(screen)}, the suggestions`, axis: 'x' })),
      ...(await notClippedByAncestors(listbox, { label: `${at(screen)}, the suggestions`, axis: 'x' })),
    );
  }
  await showAt(page, SCREENS[1]);
  await field.focus();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(field).toBeFocused();
  expectNoProblems(problems, 'header search');
});

interface ModalCase {
  name: string;
  /** The element the shopper clicks; the focus returns to it. */
  opener: (page: Page) => Locator;
  dialog: (page: Page) => Locator;
  /** Its shape on a phone (below 640 px). */
  phone: SheetShape;
}

/**
 * Opens the modal at 390 px, measures it at every width (a CSS layout: the viewport resized while it is open), then
 * back at 390 px Escape closes it and the focus is on its opener again.
 */
async function modalProblems(page: Page, modal: ModalCase, screens: readonly Screen[] = SCREENS): Promise<string[]> {
  await showAt(page, SCREENS[1]);
  const opener = modal.opener(page);
  await opener.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await opener.click();
  const dialog = modal.dialog(page);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const problems: string[] = [];
  for (const screen of screens) {
    await showAt(page, screen);
    const label = `${at(screen)}, the ${modal.name}`;
    problems.push(...(await shownWhole(dialog, { label })));
    if (screen.width < 640) problems.push(...(await sheetShape(dialog, modal.phone, { label })));
  }
  await showAt(page, SCREENS[1]);
  await page.keyboard.press('Escape');
  await expect(dialog, `Escape closes the ${modal.name}`).toBeHidden();
  await expect(opener, `the focus is back on the ${modal.name}'s opener`).toBeFocused();
  return problems;
}

const listingCard = (page: Page, index: number) => page.locator(CARDS).nth(index);

const VISITOR_MODALS: ModalCase[] = [
  {
    name: 'login modal',
    opener: (page) => page.getByRole('banner').getByRole('link', { name: 'Inloggen', exact: true }),
    dialog: (page) => page.getByRole('dialog', { name: 'Inloggen' }),
    phone: 'bottom',
  },
  {
    name: 'reviews modal',
    opener: (page) => listingCard(page, 0).locator('.pc-rating'),
    dialog: (page) => page.getByRole('dialog', { name: /^Reviews van / }),
    phone: 'full',
  },
  {
    name: 'watch modal',
    opener: (page) => listingCard(page, 1).getByRole('button', { name: /Bekijk beschikbaarheid/ }),
    dialog: (page) => page.getByRole('dialog', { name: 'Bekijk beschikbaarheid' }),
    phone: 'bottom',
  },
];

test('the login, reviews and watch modals are shown whole at every width, full sheets on a phone; Escape closes each and the focus returns', async ({
  page,
}) => {
  await openOnPhone(page, `${LISTING}?perPage=4`);
  const problems: string[] = [];
  for (const modal of VISITOR_MODALS) problems.push(...(await modalProblems(page, modal)));
  expectNoProblems(problems, 'login, reviews and watch modals');
});

test('the deliveries modal on a product page is shown whole at every width, a full sheet on a phone; Escape closes it and the focus returns', async ({
  page,
}) => {
  await openOnPhone(page, '/product/v/10001-bank-oslo-deluxe-linnen-naturel');
  const modal: ModalCase = {
    name: 'deliveries modal',
    opener: (page) => page.getByRole('link', { name: 'Bezorgopties' }),
    dialog: (page) => page.getByRole('dialog', { name: 'Bezorgopties' }),
    phone: 'bottom',
  };
  expectNoProblems(await modalProblems(page, modal), modal.name);
});

test("a shopper's user menu and favourites are shown whole at every width, full sheets on a phone; Escape closes each and the focus returns", async ({
  page,
}) => {
  // A shopper of this test's own (registering logs in), with one favourite.
  const email = `geometrie-${Date.now()}@voorbeeld.nl`;
  const signup = await page.request.post('/registeren', { data: { firstName: 'Gea', lastName: 'Meter', email, password: 'geometrie-wachtwoord-1' } });
  expect(signup.status()).toBe(201);
  expect((await page.request.post(`/api/v1/nl/like/variant/${(await variantIds(page, 1))[0]}`)).ok()).toBe(true);
  await openOnPhone(page, `${LISTING}?perPage=4`);
  const problems = [
    ...(await modalProblems(page, {
      name: 'user menu',
      opener: (page) => page.getByRole('banner').getByRole('link', { name: 'Gea, accountmenu' }),
      dialog: (page) => page.getByRole('dialog', { name: 'Mijn account' }),
      phone: 'bottom',
    })),
    ...(await modalProblems(page, {
      name: 'favourites modal',
      opener: (page) => page.getByRole('button', { name: /^Favorieten, 1 product/ }),
      dialog: (page) => page.getByRole('dialog', { name: 'Mijn favorieten' }),
      phone: 'bottom',
    })),
  ];
  expectNoProblems(problems, 'user menu and favourites');
});

test.describe('on a phone (touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the mobile menu is a full-height sheet from the left, shown whole, wherever the hamburger shows; Escape closes it and the focus returns', async ({
    page,
  }) => {
    await openOnPhone(page, '/?perPage=4');
    const hamburger = page.getByRole('link', { name: 'Menu' });
    const shows: Screen[] = [];
    for (const screen of SCREENS) {
      await showAt(page, screen);
      if (await hamburger.isVisible()) shows.push(screen);
    }
    // Phones and tablets: the header's nav takes over from 1024 px.
    expect(shows.map((screen) => screen.width)).toEqual([320, 390, 768]);
    const problems: string[] = [];
    await showAt(page, SCREENS[1]);
    await hamburger.tap();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog.getByRole('heading', { name: 'Categorieën' })).toBeVisible();
    for (const screen of shows) {
      await showAt(page, screen);
      const label = `${at(screen)}, the mobile menu`;
      problems.push(...(await shownWhole(dialog, { label })), ...(await sheetShape(dialog, 'left', { label })));
    }
    await showAt(page, SCREENS[1]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();
    expectNoProblems(problems, 'mobile menu');
  });

  test("the listing's filter sheet on a phone fills the screen, shown whole; one Escape closes it, at once or with the focus on the page, and the focus returns to 'Filters'", async ({
    page,
  }) => {
    await page.goto(`${LISTING}?perPage=4`);
    await ready(page);
    const opener = page.getByRole('link', { name: 'Filters', exact: true });
    const sheet = page.locator('.etl-listing-filters').first();
    // Open: the middle of the screen is the sheet's.
    const sheetAtCentre = () => sheet.evaluate((element) => element.contains(document.elementFromPoint(innerWidth / 2, innerHeight / 2)));
    const closes = () =>
      expect
        .poll(sheetAtCentre, { timeout: 5_000 })
        .toBe(false)
        .then(
          () => true,
          () => false,
        );
    const problems: string[] = [];
    await opener.tap();
    await expect.poll(sheetAtCentre).toBe(true);
    // Escape at once, as the first thing after the sheet opened (its panel may still be waking up).
    await page.keyboard.press('Escape');
    if (await closes()) await opener.tap();
    else problems.push(`at 390 px, one Escape right after the sheet opened leaves it open (${await boxOf(sheet)})`);
    await expect(sheet).toHaveAttribute('role', 'dialog');
    for (const screen of PHONE_SCREENS) {
      await showAt(page, screen);
      const label = `${at(screen)}, the filter sheet`;
      problems.push(...(await shownWhole(sheet, { label })), ...(await sheetShape(sheet, 'full', { label })));
    }
    await showAt(page, SCREENS[1]);
    // The focus on the page's body, where it falls when a filtered region replaced the focused element.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    if (!(await closes())) problems.push(`at 390 px, Escape with the focus on the page's body leaves the sheet open (${await boxOf(sheet)})`);
    else if (!(await opener.evaluate((element) => element === document.activeElement))) problems.push("the focus is not back on 'Filters' after Escape");
    expectNoProblems(problems, 'filter sheet');
  });
});
