import { useCallback, useEffect, useRef, useState } from 'react';
import type { Review, ReviewsAnswer } from '@etalage/core/api';
import { ListError } from '../shared/list-message.js';
import { ReviewItem } from './review-item.js';
import { reviewsApi } from './reviews-api.js';
import { filterText, REVIEW_TEXT, type ReviewListFilter } from './review-text.js';
import { reportProblem } from '@etalage/core';

export interface ReviewListProps {
  variantId: number;
  /** The product's name, for the photos' modal and labels. */
  productName?: string;
  /** The filter shown first: 'all' (also for anything unknown) or 'withImage' ('withPhoto' is read as 'withImage'). */
  filter?: string;
  /**
   * Counts shown on the filter buttons: 'Alle reviews (31)', "Met foto's (14)". Default 0, as in the markup
   * contract; `null` when the count is not known (the button shows no count).
   */
  reviewsCount?: number | null;
  reviewsWithImageCount?: number | null;
  /** First pages the caller already has (the reviews modal's answer); the others are fetched. */
  initial?: Partial<Record<ReviewListFilter, ReviewsAnswer>>;
  /** Opens the review images modal (the reviews modal stacks it); without it the photos are host openers. */
  onOpenImages?: (review: Review, index: number) => void;
  /** `modal_opener` for the images modal opened by the host from this list. */
  opener?: string;
}

interface FilterState {
  reviews: Review[];
  /** The last page loaded. */
  page: number;
  hasMore: boolean;
  /** loading: the first page; more: the next page, the list stays; error / moreError: that failed. */
  status: 'loading' | 'ready' | 'more' | 'error' | 'moreError';
}

const FILTERS: ReviewListFilter[] = ['all', 'withImage'];

const fromAnswer = (answer: ReviewsAnswer): FilterState => ({
  reviews: answer.reviews,
  page: answer.page,
  hasMore: answer.hasMore,
  status: 'ready',
});

/**
 * The review list (spec §2 reviews; §7 `variant/reviews`): 'Alle reviews' / "Met foto's" with counts, 10 reviews a
 * page with 'Meer reviews', translations with the original on demand, shop replies and photos that open the review
 * images modal. Takes everything from props and calls the API with a plain client, so it also runs without the
 * storefront's header or store (partner pages). A page widget (`review-list`) and the body of the reviews modal.
 */
export function ReviewList({
  variantId,
  productName,
  filter: initialFilter = 'all',
  reviewsCount = 0,
  reviewsWithImageCount = 0,
  initial,
  onOpenImages,
  opener,
}: ReviewListProps) {
  const [filter, setFilter] = useState<ReviewListFilter>(initialFilter === 'withImage' || initialFilter === 'withPhoto' ? 'withImage' : 'all');
  const [lists, setLists] = useState<Partial<Record<ReviewListFilter, FilterState>>>(() => {
    const out: Partial<Record<ReviewListFilter, FilterState>> = {};
    for (const f of FILTERS) {
      const answer = initial?.[f];
      if (answer) out[f] = fromAnswer(answer);
    }
    return out;
  });
  /** The latest request per filter: older answers (a retry, a second click) are dropped. */
  const requests = useRef<Record<ReviewListFilter, number>>({ all: 0, withImage: 0 });
  /** After 'Meer reviews': the index of the first new review, which gets the focus. */
  const focusIndex = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const load = useCallback(
    async (which: ReviewListFilter, page: number) => {
      const id = ++requests.current[which];
      setLists((current) => {
        const previous = current[which];
        return {
          ...current,
          [which]: page === 1 || !previous ? { reviews: [], page: 0, hasMore: false, status: 'loading' } : { ...previous, status: 'more' },
        };
      });
      try {
        const api = await reviewsApi();
        const answer = await api.fetchReviews({ variantId }, { page, type: which });
        if (id !== requests.current[which]) return;
        setLists((current) => {
          const previous = current[which];
          const reviews = page === 1 || !previous ? answer.reviews : [...previous.reviews, ...answer.reviews];
          if (page > 1 && previous) focusIndex.current = previous.reviews.length;
          return { ...current, [which]: { reviews, page: answer.page, hasMore: answer.hasMore, status: 'ready' } };
        });
      } catch (error) {
        if (id !== requests.current[which]) return;
        reportProblem('review-list', 'loading reviews failed:', error);
        setLists((current) => {
          const previous = current[which];
          return {
            ...current,
            [which]: page === 1 || !previous ? { reviews: [], page: 0, hasMore: false, status: 'error' } : { ...previous, status: 'moreError' },
          };
        });
      }
    },
    [variantId],
  );

  const state = lists[filter];

  useEffect(() => {
    if (!lists[filter]) void load(filter, 1);
  }, [filter, lists, load]);

  useEffect(() => () => {
    // Answers after unmount are dropped.
    requests.current.all++;
    requests.current.withImage++;
  }, []);

  useEffect(() => {
    if (focusIndex.current === null || state?.status !== 'ready') return;
    const item = listRef.current?.children[focusIndex.current]?.querySelector<HTMLElement>('.etl-review-list__review');
    focusIndex.current = null;
    item?.focus();
  }, [state]);

  const counts: Record<ReviewListFilter, number | undefined> = { all: reviewsCount ?? undefined, withImage: reviewsWithImageCount ?? undefined };
  const busy = !state || state.status === 'loading' || state.status === 'more';

  let body;
  if (!state || state.status === 'loading') {
    body = (
      <div className="etl-review-list__skeleton" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    );
  } else if (state.status === 'error') {
    body = <ListError text={REVIEW_TEXT.error} retryLabel={REVIEW_TEXT.retry} onRetry={() => void load(filter, 1)} />;
  } else if (state.reviews.length === 0) {
    body = <p className="etl-review-list__empty">{filter === 'all' ? REVIEW_TEXT.empty : REVIEW_TEXT.emptyWithImage}</p>;
  } else {
    body = (
      <>
        <ol ref={listRef} className="etl-review-list__items" aria-label={filterText(filter, undefined)}>
          {state.reviews.map((review) => (
            <li key={review.externalId} className="etl-review-list__item">
              <ReviewItem review={review} productName={productName} onOpenImages={onOpenImages} opener={opener} />
            </li>
          ))}
        </ol>
        {state.status === 'moreError' && (
          <div className="etl-review-list__more-error">
            <p role="alert">{REVIEW_TEXT.moreError}</p>
            <button type="button" className="etl-button" onClick={() => void load(filter, state.page + 1)}>
              {REVIEW_TEXT.retry}
            </button>
          </div>
        )}
        {state.hasMore && state.status !== 'moreError' && (
          <button
            type="button"
            className="etl-button etl-review-list__more"
            aria-busy={state.status === 'more'}
            aria-disabled={state.status === 'more'}
            onClick={() => {
              if (state.status !== 'more') void load(filter, state.page + 1);
            }}
          >
            {state.status === 'more' ? REVIEW_TEXT.loading : REVIEW_TEXT.more}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="etl-review-list" aria-busy={busy} aria-label={productName ? `Reviews van ${productName}` : 'Reviews'}>
      <div className="etl-review-list__filters" role="group" aria-label={REVIEW_TEXT.filterLabel}>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className="etl-review-list__filter"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {filterText(f, counts[f])}
          </button>
        ))}
      </div>
      <p className={busy ? 'etl-review-list__status' : 'etl-visually-hidden'} role="status">
        {busy ? REVIEW_TEXT.loading : ''}
      </p>
      {body}
    </section>
  );
}

export default ReviewList;
