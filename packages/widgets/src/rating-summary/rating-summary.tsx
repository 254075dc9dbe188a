import { formatCount, formatStarRating } from '@etalage/core';
import { AttributeName } from '@etalage/runtime/attribute-names';
import { ReviewStars } from '../review-list/review-stars.js';
import { mainSiteUrl } from '../review-list/reviews-api.js';

export interface RatingSummaryProps {
  /** The average rating, 0 to 5 (shown rounded to half stars and to one decimal, spec §5). */
  rating: number;
  /** Default 0. */
  reviewsCount?: number;
  /** With a variant, the count opens the reviews modal (and is a link to its reviews page without JavaScript). */
  variantId?: number;
  productName?: string;
}

/**
 * The rating summary of a product or a shop: stars, '4,3 van 5' and the number of reviews. On partner pages and the
 * review-service pages; with a variant, the count is a modal opener of the reviews modal (the markup contract's
 * `data-etl-modal`), so the delegated trigger opens it and the link works without JavaScript.
 */
export default function RatingSummary({ rating, reviewsCount = 0, variantId, productName }: RatingSummaryProps) {
  const countText = `${formatCount(reviewsCount)} ${reviewsCount === 1 ? 'review' : 'reviews'}`;
  const label = `${formatStarRating(rating)} van 5 sterren, ${countText}${productName ? ` van ${productName}` : ''}`;
  return (
    <div className="etl-rating-summary">
      <ReviewStars rating={rating} size="large" />
      <span className="etl-rating-summary__value" aria-hidden="true">
        {formatStarRating(rating)}
      </span>
      <span className="etl-rating-summary__scale" aria-hidden="true">
        van 5
      </span>
      {variantId !== undefined && reviewsCount > 0 ? (
        <a
          className="etl-rating-summary__count"
          href={mainSiteUrl(`/product/${variantId}/reviews`)}
          {...{
            [AttributeName.Modal]: 'reviews',
            [AttributeName.ModalProps]: JSON.stringify({ variantId, productName: productName ?? '' }),
            [AttributeName.ModalOpener]: 'rating-summary',
          }}
          aria-label={label}
        >
          {countText}
        </a>
      ) : (
        <span className="etl-rating-summary__count">
          <span className="etl-visually-hidden">{label}</span>
          <span aria-hidden="true">{countText}</span>
        </span>
      )}
    </div>
  );
}
