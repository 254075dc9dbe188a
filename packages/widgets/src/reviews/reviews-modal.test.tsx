import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReviewsModalAnswer } from '@etalage/core/api';
import ReviewsModal from './reviews-modal.js';
import { ModalContext, type ModalApi } from '../modal-host/modal-context.js';
import { modalRegistry } from '../modal-host/registry.js';
import { setReviewsApi } from '../review-list/reviews-api.js';
import { modalAnswer, photoReview, reviewSet, reviewsPage, withImages } from '../review-list/review.fixtures.js';
import { deferred } from '../shared/deferred.js';

const all = reviewSet(23);
let fetchReviewsModal: ReturnType<typeof vi.fn<(body: { variantId: number }) => Promise<ReviewsModalAnswer>>>;
let fetchReviews: ReturnType<typeof vi.fn>;

function modalApi(): ModalApi {
  return { name: 'reviews', close: vi.fn(), openStacked: vi.fn(), returnFocus: null };
}

describe('reviews modal', () => {
  beforeEach(() => {
    fetchReviewsModal = vi.fn(async () => modalAnswer(all));
    fetchReviews = vi.fn(async (_body, query) => reviewsPage(query?.type === 'withImage' ? withImages(all) : all, query?.page ?? 1));
    setReviewsApi({ fetchReviews, fetchReviewsModal } as never);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    setReviewsApi(null);
    vi.restoreAllMocks();
  });

  it('is registered with the modal host as reviews and review-images', async () => {
    expect((await modalRegistry.reviews!()).default).toBe(ReviewsModal);
    expect(typeof (await modalRegistry['review-images']!()).default).toBe('function');
  });

  it("is a dialog titled 'Reviews van {product}' that shows 'Reviews laden…' until the answer arrives", async () => {
    const answer = deferred<ReviewsModalAnswer>();
    fetchReviewsModal.mockReturnValueOnce(answer.promise);
    render(<ReviewsModal variantId={10033} productName="Bank Saar leer grijs" />);
    const dialog = screen.getByRole('dialog', { name: 'Reviews van Bank Saar leer grijs' });
    expect(within(dialog).getByRole('status').textContent).toBe('Reviews laden…');
    await waitFor(() => expect(fetchReviewsModal).toHaveBeenCalledWith({ variantId: 10033 }));
    await act(async () => answer.resolve(modalAnswer(all)));
    expect(within(dialog).getAllByRole('article')).toHaveLength(10);
  });

  it('shows the average, the count per star, pros and cons with percentages and the web summary with its sources', async () => {
    render(<ReviewsModal variantId={10033} productName="Bank Saar leer grijs" />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findAllByRole('article');
    const expected = modalAnswer(all);
    const score = dialog.querySelector('.etl-reviews__score')!;
    expect(score.textContent).toContain('4,0');
    expect(score.textContent).toContain('op basis van 23 reviews');
    const bars = within(dialog).getByRole('list', { name: 'Reviews per aantal sterren' });
    const rows = within(bars).getAllByRole('listitem').map((li) => li.querySelector('.etl-visually-hidden')!.textContent);
    const d = expected.distribution!;
    expect(rows).toEqual([
      `5 sterren: ${d['5']} reviews`,
      `4 sterren: ${d['4']} reviews`,
      `3 sterren: ${d['3']} reviews`,
      `2 sterren: ${d['2']} ${d['2'] === 1 ? 'review' : 'reviews'}`,
      `1 ster: ${d['1']} ${d['1'] === 1 ? 'review' : 'reviews'}`,
    ]);
    expect(within(dialog).getByRole('heading', { name: 'Pluspunten volgens kopers' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Minpunten volgens kopers' })).toBeTruthy();
    const pros = [...dialog.querySelectorAll('.etl-reviews__points--pro li')].map((li) => li.textContent);
    expect(pros).toEqual(['Mooie kleur82%', 'Stevig64%', 'Goede prijs47%']);
    const web = within(dialog).getByRole('region', { name: 'Samenvatting van het web' });
    expect(web.textContent).toContain('Kopers zijn overwegend positief over de Bank Saar leer grijs');
    expect(web.textContent).toContain('Bronnen: Reviews op Etalage · Reviews bij de webshop');
    // The list starts from the answer's first pages: no extra request for either filter.
    expect(within(dialog).getByRole('button', { name: 'Alle reviews (23)' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: `Met foto's (${withImages(all).length})` }));
    expect(fetchReviews).not.toHaveBeenCalled();
  });

  it('a photo opens the review images modal stacked on top, with the review and the photo index', async () => {
    const api = modalApi();
    render(
      <ModalContext.Provider value={api}>
        <ReviewsModal variantId={10033} productName="Bank Saar leer grijs" />
      </ModalContext.Provider>,
    );
    const link = await screen.findByRole('link', { name: 'Foto 2 van 3 bij de review van Fleur' });
    fireEvent.click(link);
    expect(api.openStacked).toHaveBeenCalledWith('review-images', { review: photoReview, index: 1, productName: 'Bank Saar leer grijs' });
  });

  it('says in Dutch when the reviews cannot be loaded and tries again', async () => {
    fetchReviewsModal.mockRejectedValueOnce(new Error('offline'));
    render(<ReviewsModal variantId={10033} />);
    expect(screen.getByRole('dialog', { name: 'Reviews' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('De reviews konden niet worden geladen.');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(fetchReviewsModal).toHaveBeenCalledTimes(2);
  });

  it('says so when the product has no reviews yet', async () => {
    fetchReviewsModal.mockResolvedValueOnce(modalAnswer([]));
    render(<ReviewsModal variantId={10033} />);
    expect(await screen.findByText('Nog geen reviews voor dit product.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Reviews filteren' })).toBeNull();
  });
});
