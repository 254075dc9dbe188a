import { expect, test } from './fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { collectConsoleErrors, holdRequests, LISTING, pageQuiet, recordInputs, widgetsSettled } from './helpers.js';
import { expectNoAxeViolations } from '../axe.js';

/** The carousel of card images, the product gallery and the home page rows (on swiper's core). */

const SWIPER_CHUNK = /\/static\/etalage\/chunks\/(swiper-driver|carousel)-[^/]+\.js$/;

/** The first card of the listing with a carousel (2 or more images), scrolled into view. */
async function carouselCard(page: Page): Promise<Locator> {
  const article = page.locator('article[data-etl-widget="product-card"]:has(.etl-carousel)').first();
  await article.scrollIntoViewIfNeeded();
  return article;
}

/** The slide shown in the viewport: the one whose left edge is the viewport's. */
async function shownSlide(carousel: Locator): Promise<string | null> {
  return carousel.evaluate((region) => {
    const viewport = region.querySelector(':scope > .etl-carousel__viewport')!.getBoundingClientRect();
    const slides = [...region.querySelectorAll(':scope > .etl-carousel__viewport > .etl-carousel__track > .etl-carousel__slide')];
    const shown = slides.find((slide) => Math.abs(slide.getBoundingClientRect().left - viewport.left) < 2);
    return shown?.getAttribute('aria-label') ?? null;
  });
}

async function slideCount(carousel: Locator): Promise<number> {
  return Number(await carousel.locator('[data-etl-widget="carousel"]').getAttribute('data-etl-slide-count'));
}

test('a listing loads neither swiper nor the carousel code before any interaction, and shows the first image and the arrows', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (SWIPER_CHUNK.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  const inputs = recordInputs(page);
  await page.goto(LISTING);
  const carousel = page.locator('article[data-etl-widget="product-card"] .etl-carousel').first();
  await expect(carousel.getByRole('button', { name: 'Volgende afbeelding' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Vorige afbeelding' })).toBeDisabled();
  expect(await shownSlide(carousel)).toBe(`1 van ${await slideCount(carousel)}`);
  await widgetsSettled(page);
  await page.waitForLoadState('networkidle');
  await pageQuiet(page);
  // A request with no input before it is a fault; see `recordInputs` for the browser's own inputs.
  for (const name of new Set(requested.map((url) => new URL(url).pathname.split('/').pop()!))) await inputs.expectNoneBefore(name, requested, ['carousel', 'product-card']);
});

test('slides a card with the mouse: the next image shows, prev is enabled, next is disabled at the end, a UI event is sent', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(LISTING);
  const carousel = (await carouselCard(page)).locator('.etl-carousel');
  const count = await slideCount(carousel);
  const next = carousel.getByRole('button', { name: 'Volgende afbeelding' });
  const prev = carousel.getByRole('button', { name: 'Vorige afbeelding' });
  await next.click();
  await expect.poll(() => shownSlide(carousel)).toBe(`2 van ${count}`);
  await expect(prev).toBeEnabled();
  await expect(carousel.getByRole('group', { name: `2 van ${count}` })).toBeVisible();
  expect(await page.evaluate(() => window.dataLayer ?? [])).toContainEqual(
    expect.objectContaining({ event: 'variant_card_swiper_interaction' }),
  );
  for (let shown = 2; shown < count; shown += 1) await next.click();
  await expect.poll(() => shownSlide(carousel)).toBe(`${count} van ${count}`);
  await expect(next).toBeDisabled();
  await prev.click();
  await expect.poll(() => shownSlide(carousel)).toBe(`${count - 1} van ${count}`);
  expect(errors).toEqual([]);
});

test('slides a card with the keyboard: Tab reaches the arrow, Enter and Space move on', async ({ page }) => {
  await page.goto(LISTING);
  const carousel = page.locator('article[data-etl-widget="product-card"] .etl-carousel').first();
  const count = await slideCount(carousel);
  const next = carousel.getByRole('button', { name: 'Volgende afbeelding' });
  // Tab from the top of the page until the first carousel's next arrow has the focus (its prev arrow comes first).
  for (let i = 0; i < 120 && !(await next.evaluate((button) => button === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => shownSlide(carousel)).toBe(`2 van ${count}`);
  if (count > 2) {
    await page.keyboard.press('Space');
    await expect.poll(() => shownSlide(carousel)).toBe(`3 van ${count}`);
  }
  // aria-disabled at the end: the arrow keeps the focus.
  for (let i = 0; i < count; i += 1) await page.keyboard.press('Enter');
  await expect(next).toBeDisabled();
  await expect(next).toBeFocused();
  // The image slides out of view are hidden from screen readers.
  await expect(carousel.getByRole('group')).toHaveCount(1);
});

test('a click on an arrow before the carousel\'s code shows the next image at once, and nothing jumps as the code arrives', async ({ page }) => {
  // Neither the widget's code nor swiper arrive before the click.
  const releaseWidget = await holdRequests(page, /\/chunks\/carousel-[^/]+\.js$/);
  const releaseSwiper = await holdRequests(page, /swiper-driver-[^/]+\.js$/);
  await page.goto(`${LISTING}?perPage=12`);
  const carousel = (await carouselCard(page)).locator('.etl-carousel');
  const count = await slideCount(carousel);
  const next = carousel.getByRole('button', { name: 'Volgende afbeelding' });
  await next.click();
  // Drawn by the stylesheet on the runtime's busy mark, with no carousel code on the page.
  await expect(next).toHaveAttribute('data-etl-pending', '');
  expect(await shownSlide(carousel)).toBe(`2 van ${count}`);
  releaseWidget();
  // The widget takes over (the busy mark goes) and keeps the track where it is while swiper is on its way.
  await expect(next).not.toHaveAttribute('data-etl-pending');
  expect(await shownSlide(carousel)).toBe(`2 van ${count}`);
  await expect(carousel.getByRole('button', { name: 'Vorige afbeelding' })).toBeEnabled();
  expect(await carousel.getAttribute('data-carousel-ready')).toBeNull();
  releaseSwiper();
  await expect(carousel).toHaveAttribute('data-carousel-ready', '');
  expect(await shownSlide(carousel)).toBe(`2 van ${count}`);
  if (count > 2) {
    await next.click();
    await expect.poll(() => shownSlide(carousel)).toBe(`3 van ${count}`);
  }
});

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`swiper's speed is ${reducedMotion === 'reduce' ? '0' : '400'} ms with prefers-reduced-motion: ${reducedMotion}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto(LISTING);
    const card = await carouselCard(page);
    await card.hover();
    const carousel = card.locator('.etl-carousel');
    await expect(carousel).toHaveAttribute('data-carousel-ready', '');
    await expect(carousel).toHaveAttribute('data-carousel-speed', reducedMotion === 'reduce' ? '0' : '400');
  });
}

test('a listing passes axe-core (WCAG 2 A and AA) after a carousel was used', async ({ page }) => {
  // 12 cards (the test hook ?perPage): axe-core took about 25 s on 60; the full listing's scan is in accessibility.e2e.ts.
  await page.goto(`${LISTING}?perPage=12`);
  const carousel = (await carouselCard(page)).locator('.etl-carousel');
  await carousel.getByRole('button', { name: 'Volgende afbeelding' }).click();
  await expect.poll(() => shownSlide(carousel)).toMatch(/^2 van /);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
});

test('the product page gallery is a carousel of its images', async ({ page }) => {
  await page.goto('/product/v/10001-bank-oslo-deluxe-linnen-naturel');
  const gallery = page.locator('.pd-gallery .etl-carousel');
  await expect(gallery).toHaveAttribute('aria-roledescription', 'carousel');
  const count = await slideCount(gallery);
  await gallery.getByRole('button', { name: 'Volgende afbeelding' }).click();
  await expect.poll(() => shownSlide(gallery)).toBe(`2 van ${count}`);
});

test('the home page row autoplays every 5 s once in view, until the mouse enters it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const row = page.locator('.etl-carousel--row[aria-label="Bestsellers"]');
  await row.scrollIntoViewIfNeeded();
  await expect(row).toHaveAttribute('data-carousel-ready', '');
  await expect(row.locator(':scope > .etl-carousel__viewport > .etl-carousel__track')).toHaveAttribute('aria-live', 'off');
  await expect(row.getByRole('button', { name: 'Automatisch afspelen stoppen' })).toBeVisible();
  expect(await shownSlide(row)).toBe('1 van 10');
  await page.clock.runFor(5000);
  await expect.poll(() => shownSlide(row)).toBe('2 van 10');
  await row.hover();
  await expect(row.getByRole('button', { name: 'Automatisch afspelen starten' })).toBeVisible();
  await expect(row.locator(':scope > .etl-carousel__viewport > .etl-carousel__track')).toHaveAttribute('aria-live', 'polite');
  await page.clock.runFor(15000);
  expect(await shownSlide(row)).toBe('2 van 10');
});

test('the carousel works under a strict CSP with Trusted Types: no violation', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const fixtures = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT ?? 3101}`;
  await page.goto(`${fixtures}/fixtures/carousel-csp.html`);
  const images = page.locator('#images');
  await images.getByRole('button', { name: 'Volgende afbeelding' }).click();
  await expect(images).toHaveAttribute('data-carousel-ready', '');
  await expect.poll(() => shownSlide(images)).toBe('2 van 3');
  // The autoplaying row loads by itself once in view.
  const row = page.locator('#row');
  await row.scrollIntoViewIfNeeded();
  await expect(row).toHaveAttribute('data-carousel-ready', '');
  await expect(row.getByRole('button', { name: 'Automatisch afspelen stoppen' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
});
