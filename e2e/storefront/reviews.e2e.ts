import { expect, test } from './fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.js';
import { card, collectConsoleErrors, LISTING, widgetsSettled } from './helpers.js';


const modalOpenEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'modal_open'));

/** The first card of the living-room listing: the seed gives it 26 reviews, 13 of them with photos. */
async function reviewedCard(page: Page) {
  await page.goto(LISTING);
  const first = await card(page, 0);
  const rating = first.locator('.pc-rating');
  const props = JSON.parse((await rating.getAttribute('data-etl-modal-props'))!) as { variantId: number; productName: string };
  return { first, rating, ...props };
}

test("open reviews from a card, filter 'Met foto's', load more, open an image", async ({ page }) => {
  test.setTimeout(120_000); // two axe runs over a listing of 60 cards take about 25 s each on this machine
  const errors = collectConsoleErrors(page);
  const { rating, productName, variantId } = await reviewedCard(page);
  await expect(rating).toHaveAttribute('href', `/product/${variantId}/reviews`);
  await expect(rating).toHaveAccessibleName(new RegExp(`^\\d,\\d van 5 sterren, 26 reviews van ${productName}$`));
  await widgetsSettled(page);

  await rating.click();
  const reviews = page.getByRole('dialog', { name: `Reviews van ${productName}` });
  await expect(reviews).toBeVisible();
  await expect(reviews.getByRole('article')).toHaveCount(10);
  // The rating is no click on the card itself: no similar-products row.
  await expect(page.locator('.etl-similar-slot')).toHaveCount(0);
  expect(await modalOpenEvents(page)).toEqual([{ event: 'modal_open', modal_name: 'reviews', modal_opener: 'card' }]);
  await expect(reviews.getByText('op basis van 26 reviews')).toBeVisible();
  await expect(reviews.getByRole('heading', { name: 'Pluspunten volgens kopers' })).toBeVisible();
  await expect(reviews.getByRole('region', { name: 'Samenvatting van het web' })).toContainText('Bronnen:');
  await expectNoAxeViolations(page, { include: reviews });

  await reviews.getByRole('button', { name: "Met foto's (13)" }).click();
  await expect(reviews.getByRole('button', { name: "Met foto's (13)" })).toHaveAttribute('aria-pressed', 'true');
  const articles = reviews.getByRole('article');
  await expect(articles).toHaveCount(10);
  for (const article of await articles.all()) await expect(article.locator('.etl-review-list__review-image').first()).toBeVisible();

  await reviews.getByRole('button', { name: 'Meer reviews' }).click();
  await expect(articles).toHaveCount(13);
  await expect(articles.nth(10)).toBeFocused();
  await expect(reviews.getByRole('button', { name: 'Meer reviews' })).toHaveCount(0);

  const photo = articles.nth(10).locator('.etl-review-list__review-image').first();
  const reviewer = (await articles.nth(10).locator('.etl-review-list__review-author').textContent())!;
  const count = await articles.nth(10).locator('.etl-review-list__review-image').count();
  await photo.click();
  const images = page.getByRole('dialog', { name: `Foto's bij de review van ${reviewer}` });
  await expect(images).toBeVisible();
  await expect(images.getByRole('img', { name: `Foto 1 van ${count} bij de review van ${reviewer}` })).toBeVisible();
  await expect(images.getByRole('article', { name: `Review van ${reviewer}` })).toBeVisible();
  expect((await modalOpenEvents(page)).at(-1)).toEqual({ event: 'modal_open', modal_name: 'review-images', modal_opener: 'reviews' });
  await expectNoAxeViolations(page, { include: images });
  if (count > 1) {
    await images.getByRole('button', { name: 'Volgende afbeelding' }).click();
    await expect(images.getByRole('img', { name: `Foto 2 van ${count} bij de review van ${reviewer}` })).toBeVisible();
    await images.getByRole('region').press('ArrowLeft');
    await expect(images.getByRole('img', { name: `Foto 1 van ${count} bij de review van ${reviewer}` })).toBeVisible();
  }

  // Escape closes the images modal only; focus goes back to the photo, then to the card's rating.
  await page.keyboard.press('Escape');
  await expect(images).toHaveCount(0);
  await expect(reviews).toBeVisible();
  await expect(photo).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(reviews).toHaveCount(0);
  await expect(rating).toBeFocused();
  expect(errors).toEqual([]);
});

test('the reviews page: the server page without JavaScript, the review-list widget with it; the product page rating opens the modal', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  const { variantId, productName } = await reviewedCard(page);

  await page.goto(`/product/${variantId}/reviews?etalage=off`);
  await expect(page.getByRole('link', { name: "Met foto's (13)" })).toHaveAttribute('href', `/product/${variantId}/reviews?type=withImage`);
  await expect(page.getByRole('link', { name: 'Volgende' })).toBeVisible();

  await page.goto(`/product/${variantId}/reviews`);
  const list = page.locator('[data-etl-widget="review-list"]');
  await expect(list.getByRole('button', { name: 'Alle reviews (26)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('article')).toHaveCount(10);
  await list.getByRole('button', { name: 'Meer reviews' }).click();
  await expect(list.getByRole('article')).toHaveCount(20);
  const photo = list.locator('.etl-review-list__review-image').first();
  await photo.click();
  const images = page.getByRole('dialog', { name: /^Foto's bij de review van / });
  await expect(images).toBeVisible();
  expect((await modalOpenEvents(page)).at(-1)).toEqual({ event: 'modal_open', modal_name: 'review-images', modal_opener: 'review-list' });
  await page.keyboard.press('Escape');
  await expect(photo).toBeFocused();

  await page.goto(`/product/v/${variantId}`);
  await page.getByRole('link', { name: new RegExp(`van 5 sterren, 26 reviews van ${productName}$`) }).click();
  const reviews = page.getByRole('dialog', { name: `Reviews van ${productName}` });
  await expect(reviews.getByRole('article')).toHaveCount(10);
  expect((await modalOpenEvents(page)).at(-1)).toEqual({ event: 'modal_open', modal_name: 'reviews', modal_opener: 'product' });
  await page.keyboard.press('Escape');
  await expect(reviews).toHaveCount(0);
  // The product page's server-drawn reviews: a photo opens the review images modal too.
  await page.locator('.review-images a').first().click();
  await expect(page.getByRole('dialog', { name: /^Foto's bij de review van / })).toBeVisible();
  expect((await modalOpenEvents(page)).at(-1)).toEqual({ event: 'modal_open', modal_name: 'review-images', modal_opener: 'product' });
  expect(errors).toEqual([]);
});
