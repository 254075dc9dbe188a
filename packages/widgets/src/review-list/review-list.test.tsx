import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReviewsAnswer, ReviewsQuery, ReviewsRequest } from '@etalage/core/api';
import Widget, { ReviewList } from './review-list.js';
import { setReviewsApi } from './reviews-api.js';
import { photoReview, repliedReview, review, reviewSet, reviewsPage, translatedReview, withImages } from './review.fixtures.js';
import { reviewList } from './index.js';
import { deferred } from '../shared/deferred.js';

const all = reviewSet(23);
const photos = withImages(all);

let fetchReviews: ReturnType<typeof vi.fn<(body: ReviewsRequest, query?: ReviewsQuery) => Promise<ReviewsAnswer>>>;

describe('review list', () => {
  beforeEach(() => {
    fetchReviews = vi.fn(async (_body, query) => reviewsPage(query?.type === 'withImage' ? photos : all, query?.page ?? 1));
    setReviewsApi({ fetchReviews, fetchReviewsModal: vi.fn() });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    setReviewsApi(null);
    vi.restoreAllMocks();
  });

  it('is the widget (review-list, eager, variantId required) and asks page 1 of all reviews for its variant', async () => {
    expect(Widget).toBe(ReviewList);
    expect(reviewList).toMatchObject({ name: 'review-list', activation: 'eager', props: { variantId: { required: true } } });
    render(<ReviewList variantId={10033} reviewsCount={23} reviewsWithImageCount={photos.length} />);
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(fetchReviews).toHaveBeenCalledWith({ variantId: 10033 }, { page: 1, type: 'all' });
  });

  it("shows 'Reviews laden…' in a status region while the first page loads", async () => {
    const answer = deferred<ReviewsAnswer>();
    fetchReviews.mockReturnValueOnce(answer.promise);
    const { container } = render(<ReviewList variantId={10033} />);
    expect(screen.getByRole('status').textContent).toContain('Reviews laden…');
    expect(container.querySelector('.etl-review-list')!.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer.resolve(reviewsPage(all, 1)));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(container.querySelector('.etl-review-list')!.getAttribute('aria-busy')).toBe('false');
  });

  it("offers 'Alle reviews' and 'Met foto's' with their counts; the photo filter asks withImage", async () => {
    render(<ReviewList variantId={10033} reviewsCount={23} reviewsWithImageCount={photos.length} />);
    const group = screen.getByRole('group', { name: 'Reviews filteren' });
    const allButton = within(group).getByRole('button', { name: 'Alle reviews (23)' });
    const photoButton = within(group).getByRole('button', { name: `Met foto's (${photos.length})` });
    expect(allButton.getAttribute('aria-pressed')).toBe('true');
    await screen.findAllByRole('article');
    fireEvent.click(photoButton);
    expect(photoButton.getAttribute('aria-pressed')).toBe('true');
    expect(allButton.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(fetchReviews).toHaveBeenLastCalledWith({ variantId: 10033 }, { page: 1, type: 'withImage' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(Math.min(10, photos.length)));
    for (const article of screen.getAllByRole('article')) expect(article.querySelector('.etl-review-list__review-images')).not.toBeNull();
    // Back to all: the list loaded before is kept, not asked again.
    fireEvent.click(allButton);
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(fetchReviews).toHaveBeenCalledTimes(2);
  });

  it("starts on the photo filter when the page says withPhoto, and uses the first pages it is given", async () => {
    // Counts not known (null): the buttons show none.
    render(<ReviewList variantId={10033} filter="withPhoto" reviewsCount={null} reviewsWithImageCount={null} initial={{ withImage: reviewsPage(photos, 1) }} />);
    expect(screen.getByRole('button', { name: "Met foto's" }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('article')).toHaveLength(Math.min(10, photos.length));
    expect(fetchReviews).not.toHaveBeenCalled();
  });

  it("'Meer reviews' appends the next page with a pending state, moves focus to the first new review and disappears at the end", async () => {
    render(<ReviewList variantId={10033} />);
    await screen.findAllByRole('article');
    const next = deferred<ReviewsAnswer>();
    fetchReviews.mockReturnValueOnce(next.promise);
    const more = screen.getByRole('button', { name: 'Meer reviews' });
    fireEvent.click(more);
    expect(more.textContent).toContain('Reviews laden…');
    expect(more.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(fetchReviews).toHaveBeenCalledTimes(2));
    fireEvent.click(more); // ignored while pending
    await act(async () => {
      await Promise.resolve();
    });
    expect(fetchReviews).toHaveBeenCalledTimes(2);
    expect(fetchReviews).toHaveBeenLastCalledWith({ variantId: 10033 }, { page: 2, type: 'all' });
    await act(async () => next.resolve(reviewsPage(all, 2)));
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(20);
    expect(document.activeElement).toBe(articles[10]);
    fireEvent.click(screen.getByRole('button', { name: 'Meer reviews' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Meer reviews' })).toBeNull();
  });

  it('says in Dutch when a page fails and retries it', async () => {
    fetchReviews.mockRejectedValueOnce(new Error('offline'));
    render(<ReviewList variantId={10033} />);
    expect((await screen.findByRole('alert')).textContent).toContain('De reviews konden niet worden geladen.');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findAllByRole('article')).toHaveLength(10);

    fetchReviews.mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(screen.getByRole('button', { name: 'Meer reviews' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Meer reviews laden lukte niet.');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(fetchReviews).toHaveBeenLastCalledWith({ variantId: 10033 }, { page: 2, type: 'all' });
  });

  it('says so when there are no reviews, or none with photos', async () => {
    fetchReviews.mockResolvedValue({ page: 1, hasMore: false, reviews: [] });
    render(<ReviewList variantId={10033} />);
    expect(await screen.findByText('Nog geen reviews voor dit product.')).toBeTruthy();
    // Without counts, the markup contract's default: 0.
    expect(screen.getByRole('button', { name: 'Alle reviews (0)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Met foto's (0)" }));
    expect(await screen.findByText("Nog geen reviews met foto's voor dit product.")).toBeTruthy();
  });

  it("shows 'Vertaald uit het Duits' and the original on demand through a disclosure button", async () => {
    render(<ReviewList variantId={10033} initial={{ all: { page: 1, hasMore: false, reviews: [translatedReview] } }} />);
    const article = screen.getByRole('article', { name: 'Review van Klaus' });
    expect(article.textContent).toContain('Heel mooi product, snelle levering.');
    expect(article.textContent).toContain('Vertaald uit het Duits');
    const toggle = within(article).getByRole('button', { name: 'Origineel tonen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const original = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(original.hasAttribute('hidden')).toBe(true);
    expect(original.getAttribute('lang')).toBe('de');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toContain('Origineel verbergen');
    expect(original.hasAttribute('hidden')).toBe(false);
    expect(original.textContent).toContain('Sehr schönes Produkt, schnelle Lieferung.');
  });

  it("shows the shop's reply, the stars in words, pluses and minuses", async () => {
    render(<ReviewList variantId={10033} initial={{ all: { page: 1, hasMore: false, reviews: [repliedReview, review(5)] } }} />);
    const replied = screen.getByRole('article', { name: 'Review van Marieke' });
    expect(replied.textContent).toContain('Reactie van Wonen & Zo · 12 november 2026');
    expect(replied.textContent).toContain('Dank voor uw feedback, we nemen contact met u op om dit op te lossen.');
    expect(replied.textContent).toContain('2,0 van 5 sterren,');
    const other = screen.getByRole('article', { name: 'Review van Bram' });
    expect(other.querySelector('.etl-review-list__review-reply')).toBeNull();
    expect(other.querySelector('.etl-review-list__review-point--minus')!.textContent).toBe('−Minpunt: Lange levertijd');
  });

  it('photos are links to the image and open the review images modal: by the host on a page, by the callback in the modal', async () => {
    const { unmount } = render(<ReviewList variantId={10033} productName="Bank Saar" initial={{ all: { page: 1, hasMore: false, reviews: [photoReview] } }} />);
    const link = screen.getByRole('link', { name: 'Foto 2 van 3 bij de review van Fleur' });
    expect(link.getAttribute('href')).toBe('/images/review/800x800/1042.webp');
    expect(link.getAttribute('data-etl-modal')).toBe('review-images');
    expect(link.getAttribute('data-etl-modal-opener')).toBe('review-list');
    expect(JSON.parse(link.getAttribute('data-etl-modal-props')!)).toEqual({ review: photoReview, index: 1, productName: 'Bank Saar' });
    unmount();

    const onOpenImages = vi.fn();
    render(<ReviewList variantId={10033} initial={{ all: { page: 1, hasMore: false, reviews: [photoReview] } }} onOpenImages={onOpenImages} />);
    const inModal = screen.getByRole('link', { name: 'Foto 3 van 3 bij de review van Fleur' });
    expect(inModal.hasAttribute('data-etl-modal')).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    inModal.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onOpenImages).toHaveBeenCalledWith(photoReview, 2);
  });
});
