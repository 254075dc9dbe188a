import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { SCREENSHOT } from './screenshot-options.js';

/** The two widths every visual state is taken at: a phone and a laptop. */
export const WIDTHS = [390, 1280] as const;
export type Width = (typeof WIDTHS)[number];

/** The window's height at each width (an iPhone 12-15's 390×844, a 1280×800 laptop). */
export const HEIGHTS: Record<Width, number> = { 390: 844, 1280: 800 };

export const viewportOf = (width: Width) => ({ width, height: HEIGHTS[width] });

/**
 * The moment every visual test's browser clock starts at (Playwright's clock, running from there), and the
 * storefront's calendar (frozen-date.mjs): what is drawn from today's date (a card's 'Levering voor Kerstmis' tag
 * counts the days to 24 December, a review says how long ago it was written) is the same on every day.
 */
export const NOW = '2026-10-15T10:00:00.000Z';

/**
 * Pauses the page's clock (Playwright's, installed running) where it is now: `pauseAt` a little ahead, since the
 * page's time moves on while the call travels (on a busy machine, more than a little: then again, further ahead).
 * Timers due within that margin fire, as they would have anyway.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let margin = 50; ; margin *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (margin > 1000 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * The fonts ready and the images loaded. For a photo of the window, every eager image and each lazy one an
 * IntersectionObserver sees in the window (clipping by scrolling ancestors included, as lazy loading itself: an image
 * on a carousel's hidden slide is not waited for, it never loads). For a photo of the whole page (`wholePage`), every
 * image: a lazy one far below the window is switched to eager loading first (when Chromium starts loading it
 * otherwise depends on its distance and timing).
 */
export async function imagesAndFontsLoaded(page: Page, { wholePage = false } = {}): Promise<void> {
  await page.evaluate(async (wholePage) => {
    await document.fonts.ready;
    const incomplete = Array.from(document.images).filter((image) => !image.complete);
    const awaited = await Promise.all(
      incomplete.map(
        (image) =>
          new Promise<HTMLImageElement | null>((answer) => {
            if (image.loading !== 'lazy') return answer(image);
            if (wholePage) {
              image.loading = 'eager';
              return answer(image);
            }
            const observer = new IntersectionObserver(([entry]) => {
              observer.disconnect();
              answer(entry?.isIntersecting ? image : null);
            });
            observer.observe(image);
          }),
      ),
    );
    await Promise.all(
      awaited.map(
        (image) =>
          image &&
          !image.complete &&
          new Promise((done) => ['load', 'error'].forEach((event) => image.addEventListener(event, done, { once: true }))),
      ),
    );
  }, wholePage);
}

/**
 * `expect(page).toHaveScreenshot(name)`, after a cheaper check: a screenshot taken the same way whose bytes equal the
 * baseline's passes at once (Chromium encodes equal pixels to equal PNG bytes), without decoding both images and
 * comparing them pixel by pixel (about 100 ms a 1280 px page on this machine). Anything else (a difference, a missing
 * baseline, `--update-snapshots=all`) goes to `toHaveScreenshot`, with its tolerance, diff images and updates.
 */
export async function expectScreenshot(page: Page, name: string[], options: { fullPage?: boolean } = {}): Promise<void> {
  const info = test.info();
  // The project sets one snapshotPathTemplate, for toHaveScreenshot's files as for toMatchSnapshot's.
  const baseline = info.snapshotPath(...name);
  if (info.config.updateSnapshots !== 'all' && existsSync(baseline)) {
    const shot = await page.screenshot({ ...SCREENSHOT, ...options });
    if (shot.equals(readFileSync(baseline))) return;
  }
  await expect(page).toHaveScreenshot(name, options);
}
