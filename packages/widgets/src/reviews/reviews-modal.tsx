import { useCallback, type CSSProperties } from 'react';
import { formatCount, formatStarRating } from '@etalage/core';
import type { Review, ReviewsModalAnswer, ReviewSummary } from '@etalage/core/api';
import { ModalDialog, useModal } from '../modal-host/modal-context.js';
import { ListError } from '../shared/list-message.js';
import { useRetryableLoad } from '../shared/use-retryable-load.js';
import { ReviewList } from '../review-list/review-list.js';
import { ReviewStars } from '../review-list/review-stars.js';
import { reviewsApi } from '../review-list/reviews-api.js';
import { REVIEW_TEXT, type ReviewListFilter } from '../review-list/review-text.js';

export interface ReviewsModalProps {
  variantId: number;
  productName?: string;
  /** The list's first filter ('withPhoto' is read as 'withImage'). */
  filter?: ReviewListFilter | 'withPhoto';
}

export const REVIEWS_MODAL_TEXT = {
  title: 'Reviews',
  error: 'De reviews konden niet worden geladen.',
  pros: 'Pluspunten volgens kopers',
  cons: 'Minpunten volgens kopers',
  web: 'Samenvatting van het web',
  sources: 'Bronnen',
  distribution: 'Reviews per aantal sterren',
  noReviews: 'Nog geen reviews voor dit product.',
} as const;

/** 'Reviews van Bank Saar leer grijs'. */
export const reviewsTitle = (productName?: string) => (productName ? `Reviews van ${productName}` : REVIEWS_MODAL_TEXT.title);
/** 'op basis van 31 reviews'. */
export const basedOnText = (count: number) => `op basis van ${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`;
/** '5 sterren' / '1 ster'. */
export const starCountText = (stars: number) => (stars === 1 ? '1 ster' : `${stars} sterren`);
/** '5 sterren: 12 reviews'. */
export const distributionRowText = (stars: number, count: number) =>
  `${starCountText(stars)}: ${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`;


/**
 * The reviews modal (spec §2; §7 `variant/reviews-modal`): the average rating, reviews per star, pros and cons with
 * percentages, the web summary with its sources, and the review list. A photo opens the review images modal stacked
 * on top. Everything comes from props and the plain reviews client, so it also works on partner pages.
 */
export default function ReviewsModal({ variantId, productName, filter }: ReviewsModalProps) {
  const modal = useModal();
  const [load, retry] = useRetryableLoad(
    async () => (await reviewsApi()).fetchReviewsModal({ variantId }),
    variantId,
    'reviews modal', 'loading the reviews failed',
  );

  const openImages = useCallback(
    (review: Review, index: number) => {
      modal.openStacked('review-images', { review, index, productName });
    },
    [modal, productName],
  );

  let body;
  if (load.status === 'loading') {
    body = (
      <div className="etl-reviews__loading">
        <p role="status">{REVIEW_TEXT.loading}</p>
        <div className="etl-review-list__skeleton" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      </div>
    );
  } else if (load.status === 'error') {
    body = <ListError text={REVIEWS_MODAL_TEXT.error} retryLabel={REVIEW_TEXT.retry} onRetry={retry} />;
  } else {
    const answer = load.value;
    body = (
      <div className="etl-reviews__content">
        <div className="etl-reviews__overview">
          <RatingOverview answer={answer} />
          {answer.summary && <ProsCons summary={answer.summary} />}
        </div>
        {answer.summary?.web?.summary && <WebSummary web={answer.summary.web} />}
        {answer.reviewsCount > 0 ? (
          <ReviewList
            variantId={variantId}
            productName={productName}
            filter={filter}
            reviewsCount={answer.reviewsCount}
            // An answer without the count shows none (the list's default, 0, would be wrong).
            reviewsWithImageCount={answer.reviewsWithImageCount ?? null}
            initial={{
              all: { page: 1, hasMore: answer.hasMore ?? false, reviews: answer.reviews },
              ...(answer.reviewsWithImage
                ? {
                    withImage: {
                      page: 1,
                      // The modal answer carries one page of each: another page exists when that page is full.
                      hasMore: answer.reviewsWithImage.length < (answer.reviewsWithImageCount ?? 0),
                      reviews: answer.reviewsWithImage,
                    },
                  }
                : {}),
            }}
            onOpenImages={openImages}
          />
        ) : (
          <p className="etl-reviews__none">{REVIEWS_MODAL_TEXT.noReviews}</p>
        )}
      </div>
    );
  }

  return (
    <ModalDialog title={reviewsTitle(productName)} className="etl-dialog--wide etl-dialog--phone-full etl-reviews">
      {body}
    </ModalDialog>
  );
}

/** '3,9' with stars, 'op basis van 31 reviews' and a bar per star value. */
function RatingOverview({ answer }: { answer: ReviewsModalAnswer }) {
  const rating = answer.rating ?? 0;
  const distribution = answer.distribution;
  const total = answer.reviewsCount;
  return (
    <div className="etl-reviews__rating">
      <p className="etl-reviews__score">
        <span className="etl-reviews__average">{formatStarRating(rating)}</span>
        <span className="etl-reviews__stars">
          <ReviewStars rating={rating} size="large" />
          <span className="etl-visually-hidden">{formatStarRating(rating)} van 5 sterren, </span>
          <span className="etl-reviews__based-on">{basedOnText(total)}</span>
        </span>
      </p>
      {distribution && total > 0 && (
        <ul className="etl-reviews__bars" aria-label={REVIEWS_MODAL_TEXT.distribution}>
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = distribution[String(stars)] ?? 0;
            const style = { '--etl-share': `${Math.round((count / total) * 100)}%` } as CSSProperties;
            return (
              <li key={stars} className="etl-reviews__bar-row">
                <span className="etl-visually-hidden">{distributionRowText(stars, count)}</span>
                <span className="etl-reviews__bar-label" aria-hidden="true">
                  {stars} ★
                </span>
                <span className="etl-reviews__bar" style={style} aria-hidden="true" />
                <span className="etl-reviews__bar-count" aria-hidden="true">
                  {formatCount(count)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function Points({ title, points, kind }: { title: string; points: ReviewSummary['pros']; kind: 'pro' | 'con' }) {
  if (points.length === 0) return null;
  return (
    <div className={`etl-reviews__points etl-reviews__points--${kind}`}>
      <h3 className="etl-reviews__heading">{title}</h3>
      <ul>
        {[...points].sort((a, b) => b.percentage - a.percentage).map((point) => (
          <li key={point.text} className="etl-reviews__point" style={{ '--etl-share': `${point.percentage}%` } as CSSProperties}>
            <span className="etl-reviews__point-text">{point.text}</span>
            <span className="etl-reviews__point-share">{point.percentage}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Pros and cons with the share of buyers who name them (spec §3 review summary), most named first. */
function ProsCons({ summary }: { summary: ReviewSummary }) {
  return (
    <div className="etl-reviews__summary">
      <Points title={REVIEWS_MODAL_TEXT.pros} points={summary.pros} kind="pro" />
      <Points title={REVIEWS_MODAL_TEXT.cons} points={summary.cons} kind="con" />
    </div>
  );
}

function WebSummary({ web }: { web: NonNullable<ReviewSummary['web']> }) {
  return (
    <section className="etl-reviews__web" aria-label={REVIEWS_MODAL_TEXT.web}>
      <h3 className="etl-reviews__heading">{REVIEWS_MODAL_TEXT.web}</h3>
      <p className="etl-reviews__web-text">{web.summary}</p>
      {web.sources.length > 0 && (
        <p className="etl-reviews__sources">
          {REVIEWS_MODAL_TEXT.sources}: {web.sources.join(' · ')}
        </p>
      )}
    </section>
  );
}
