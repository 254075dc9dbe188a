import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { card, LISTING, likeButtonOf, pageQuiet, variantIdOf, widgetsSettled } from './helpers.js';

/**
 * The page's experiments and their conversions (spec §7 `experiment-event`): the flags load with the first widget
 * that reads one (the similar row's A/B test), and from then on a like reaches them through the store; a like made
 * before is nobody's conversion.
 */

// Requests a service worker answers bypass page.route.
test.use({ serviceWorkers: 'block' });

interface ExperimentEvent {
  name: string;
  params: Record<string, unknown>;
}

/** Every experiment-event the page sends (by beacon or fetch), answered as the service does. */
async function experimentEvents(page: Page): Promise<ExperimentEvent[]> {
  const events: ExperimentEvent[] = [];
  await page.route('**/api/v2/experiment-event', async (route) => {
    events.push(JSON.parse(route.request().postData() ?? '{}') as ExperimentEvent);
    await route.fulfill({ status: 204 });
  });
  return events;
}

test('a like is a conversion of the experiments the page showed, once the flags are loaded; a like before is not', async ({ page }) => {
  const events = await experimentEvents(page);
  await page.goto(LISTING);
  await widgetsSettled(page);

  const early = await card(page, 2);
  await likeButtonOf(early).click();
  await expect(likeButtonOf(early)).toHaveAttribute('aria-pressed', 'true');

  // The card's own click opens the similar row, whose length is the A/B test: the flags load, the experiment is shown.
  const first = page.locator('#product-list > article').first();
  await pageQuiet(page);
  await first.locator('.pc-shop').click();
  await expect.poll(() => events.filter((event) => event.name === 'experiment_viewed').length).toBe(1);
  const ex = events.find((event) => event.name === 'experiment_viewed')!.params.ex;
  expect(ex).toMatch(/^similar-row-max-cards:[01]$/);

  const later = await card(page, 3);
  const laterId = await variantIdOf(later);
  await likeButtonOf(later).click();
  await expect(likeButtonOf(later)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => events.filter((event) => event.name === 'like').length).toBe(1);
  expect(events.filter((event) => event.name === 'like')).toEqual([
    { name: 'like', params: { item_type: 'variant', item_id: laterId, experiments: [ex] } },
  ]);
});
