import { delay, http, HttpResponse } from 'msw';
import type { Review } from '@etalage/core/api';
import { modalAnswer, reviewsPage, withImages } from './review.fixtures.js';

/**
 * Story support of the review widgets: review photos drawn as SVG (the stories have no image host), and the two
 * review calls answered from a list of reviews.
 */
const colours = ['#e7d8c9', '#d9e4dd', '#f2e2e9', '#dfe3ee', '#efe6d2', '#e4e0f0'];

export const reviewPhotos = http.get('*/images/review/:size/:file', ({ params }) => {
  const id = Number.parseInt(String(params.file), 10) || 0;
  const colour = colours[id % colours.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${colour}"/><rect x="0" y="260" width="400" height="140" fill="#cbb9a4"/><rect x="80" y="170" width="240" height="80" rx="16" fill="#7c6f61"/><rect x="80" y="140" width="240" height="50" rx="16" fill="#9a8b7a"/><circle cx="320" cy="80" r="36" fill="#fff7d6"/></svg>`;
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});

/** `POST /api/v2/variant/reviews` and `reviews-modal` answered from `reviews`, after `wait` ms. */
export function reviewCalls(reviews: Review[], wait = 0) {
  return [
    reviewPhotos,
    http.post('*/api/v2/variant/reviews', async ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const type = url.searchParams.get('type');
      if (wait) await delay(wait);
      return HttpResponse.json(reviewsPage(type === 'withImage' ? withImages(reviews) : reviews, page));
    }),
    http.post('*/api/v2/variant/reviews-modal', async () => {
      if (wait) await delay(wait);
      return HttpResponse.json(modalAnswer(reviews));
    }),
  ];
}

/** Both calls never answer. */
export const pendingReviewCalls = [
  http.post('*/api/v2/variant/reviews', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  http.post('*/api/v2/variant/reviews-modal', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];

/** Both calls fail (500; the client retries POSTs never). */
export const failingReviewCalls = [
  http.post('*/api/v2/variant/reviews', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  http.post('*/api/v2/variant/reviews-modal', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
];
