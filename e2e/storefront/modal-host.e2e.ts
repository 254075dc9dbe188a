import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import { collectConsoleErrors, heldBack, holdRequests, LISTING, logIn } from './helpers.js';
import { expectNoAxeViolations } from '../axe.js';

const LOAD_FAILED = 'Dit venster kon niet worden geopend. Controleer je verbinding en probeer het opnieuw.';

const favouritesButton = (page: Page) => page.getByRole('button', { name: /^Favorieten, \d+ product/ });

/**
 * Fails the first two requests for the favourites modal's chunk (the load and its retry, a second later under a new
 * URL), as a dropped connection would; the first waits until `release` is called.
 */
async function failModalChunkTwice(page: Page): Promise<{ requests: () => string[]; release: () => void }> {
  const requests: string[] = [];
  const first = heldBack();
  await page.route(/\/chunks\/favourites-modal-[A-Z0-9]+\.js(\?.*)?$/, async (route) => {
    requests.push(new URL(route.request().url()).search);
    if (requests.length > 2) return route.continue();
    if (requests.length === 1) await first.wait;
    await route.abort('internetdisconnected');
  });
  return { requests: () => requests, release: first.release };
}

test.describe('modal host', () => {
  test('a modal whose code fails to load, also on its retry, resets its opener, says so in Dutch, and opens on the next click', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await logIn(page, LISTING);
    const { requests, release } = await failModalChunkTwice(page);

    await favouritesButton(page).click();
    await expect(favouritesButton(page)).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toBeVisible();
    await expect(favouritesButton(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => errors.some((text) => text.includes('modal "favourites" could not be loaded'))).toBe(true);
    // The retry asked for the chunk under a new URL: an engine may keep the failed one in its module map.
    expect(requests()).toEqual(['', '?attempt=1']);

    await favouritesButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Mijn favorieten' });
    await expect(dialog).toBeVisible();
    expect(requests()).toHaveLength(3);
    const events = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'modal_open'));
    expect(events).toEqual([{ event: 'modal_open', modal_name: 'favourites', modal_opener: 'header' }]);

    await expectNoAxeViolations(page, { include: 'dialog[open]' });

    // The rest of the page is inert while it is open; Escape closes it and the focus is back on the opener.
    await expect(page.locator('html')).toHaveClass(/etl-scroll-locked/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(favouritesButton(page)).toBeFocused();
    await expect(page.locator('html')).not.toHaveClass(/etl-scroll-locked/);
  });

  test("a click on a modal opener draws the dialog's frame at once; the modal replaces it, and the focus goes back to the opener", async ({ page }) => {
    // The reviews modal's code held back until the frame was seen.
    const release = await holdRequests(page, /\/chunks\/reviews-modal-[A-Z0-9]+\.js(\?.*)?$/);
    await page.goto(LISTING);
    const rating = page.locator('#product-list article[data-etl-widget="product-card"] .pc-rating').first();
    await rating.click();
    await expect(page.locator('[data-etl-dialog-frame]')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Laden…' })).toBeVisible();
    await expect(rating).toBeFocused();
    release();
    await expect(page.getByRole('dialog', { name: /^Reviews van / })).toBeVisible();
    await expect(page.locator('[data-etl-dialog-frame]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(rating).toBeFocused();
  });

  test("on a phone the back button closes the open modal and stays on the page; 'Sluiten' leaves no extra history entry", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, LISTING);
    const url = page.url();

    await favouritesButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Mijn favorieten' })).toBeVisible();
    expect(page.url()).toBe(url);
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(page.url()).toBe(url);

    await favouritesButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Mijn favorieten' })).toBeVisible();
    await page.getByRole('button', { name: 'Sluiten' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The history entry the modal took is gone again: back leaves the listing for the login page.
    await expect.poll(() => page.evaluate(() => (history.state as { etlModal?: number } | null)?.etlModal ?? null)).toBeNull();
    await page.goBack();
    await expect(page).toHaveURL(/\/login/);
  });
});
