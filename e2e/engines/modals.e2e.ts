import { expect, poll, LISTING, SHORT_LISTING, test, widgetsSettled } from './fixtures.js';

const OPEN_DIALOG = 'dialog[open]';
const dialogTitle = () => `${OPEN_DIALOG} .etl-dialog__title`;

test("the header's 'Inloggen' opens the auth modal; Escape closes it and the focus is back on 'Inloggen'", async ({ tab }) => {
  await tab.goto(SHORT_LISTING);
  await widgetsSettled(tab);
  const login = { css: 'header .etl-user-box__login', text: 'Inloggen' };
  await tab.click(login);
  await poll(() => tab.text(dialogTitle())).toBe('Inloggen');
  await poll(() => tab.isFocused(`${OPEN_DIALOG} input[type="email"]`)).toBe(true);
  expect(new URL(await tab.url()).pathname).toBe(LISTING);
  await tab.press('Escape');
  await poll(() => tab.count(OPEN_DIALOG)).toBe(0);
  await poll(() => tab.isFocused(login)).toBe(true);
});

test("a card's rating opens the reviews modal; Escape closes it and the focus is back on the rating", async ({ tab }) => {
  await tab.goto(SHORT_LISTING);
  await widgetsSettled(tab);
  const rating = '#product-list article[data-etl-widget="product-card"] .pc-rating';
  const { productName } = JSON.parse((await tab.attribute(rating, 'data-etl-modal-props'))!) as { productName: string };
  await tab.click(rating);
  await poll(() => tab.text(dialogTitle()), { timeout: 20_000 }).toBe(`Reviews van ${productName}`);
  await poll(() => tab.count(`${OPEN_DIALOG} article`)).toBe(10);
  await poll(() => tab.count({ css: `${OPEN_DIALOG} *`, text: 'op basis van 26 reviews' })).toBeGreaterThan(0);
  const events = await tab.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'modal_open'));
  expect(events).toEqual([{ event: 'modal_open', modal_name: 'reviews', modal_opener: 'card' }]);
  await tab.press('Escape');
  await poll(() => tab.count(OPEN_DIALOG)).toBe(0);
  await poll(() => tab.isFocused(rating)).toBe(true);
});

test("at a phone's width the hamburger opens the mobile menu; 'Sluiten' closes it and the focus is back on the hamburger", async ({ tab }) => {
  const viewport = await tab.setViewport(390, 844);
  // WebKitGTK's MiniBrowser cannot be narrower than its toolbar (447 px): the same band of the stylesheets (< 480 px).
  expect(viewport.width).toBeLessThan(480);
  await tab.goto('/');
  await widgetsSettled(tab);
  const hamburger = { css: 'header a.menu-button', text: 'Menu' };
  await poll(() => tab.isVisible(hamburger)).toBe(true);
  await tab.click(hamburger);
  await poll(() => tab.text(dialogTitle()), { timeout: 20_000 }).toBe('Menu');
  await poll(() => tab.evaluate(() => [...document.querySelectorAll('dialog[open] h3')].map((heading) => heading.textContent!.trim())))
    .toEqual(['Categorieën', 'Ruimtes', 'Cadeaus', 'Populair']);
  // A full-height sheet, slid in from the side.
  const sheet = () =>
    tab.evaluate(() => {
      const rect = document.querySelector('dialog[open]')!.getBoundingClientRect();
      return { x: rect.x, fullHeight: rect.height >= innerHeight - 1 };
    });
  await poll(sheet).toEqual({ x: 0, fullHeight: true });
  await tab.click(`${OPEN_DIALOG} .etl-dialog__close`);
  await poll(() => tab.count(OPEN_DIALOG)).toBe(0);
  await poll(() => tab.isFocused(hamburger)).toBe(true);
});
