import { useState, type MouseEvent } from 'react';
import { safeUrl } from '@etalage/core';
import { AttributeName } from '@etalage/runtime/attribute-names';
import type { Review } from '@etalage/core/api';
import type { ModalName } from '@etalage/markup';
import { ReviewStars } from './review-stars.js';
import { mainSiteUrl } from './reviews-api.js';
import {
  formatReviewDate,
  REVIEW_TEXT,
  replyTitle,
  reviewerName,
  reviewImageAlt,
  reviewImages,
  starsText,
  translatedFromText,
} from './review-text.js';
import { useWidgetId } from '../shared/use-widget-id.js';

export interface ReviewItemProps {
  review: Review;
  productName?: string;
  /** Opens the review images modal; without it the photo links carry the modal host's opener attributes. */
  onOpenImages?: (review: Review, index: number) => void;
  /** False inside the review images modal, which shows the photos itself. */
  showImages?: boolean;
  /** `modal_opener` of the review images modal when the host opens it (the page widget). */
  opener?: string;
}

/** The props of the review images modal, as its opener passes them. */
export interface ReviewImagesProps {
  review: Review;
  index?: number;
  productName?: string;
}

/** One review (spec §3): author, stars, date, text, translation, pluses and minuses, photos and the shop's reply. */
export function ReviewItem({ review, productName, onOpenImages, showImages = true, opener = 'review-list' }: ReviewItemProps) {
  const [showOriginal, setShowOriginal] = useState(false);
  const originalId = useWidgetId();
  const name = reviewerName(review);
  const images = reviewImages(review);
  const date = formatReviewDate(review.dateTime);
  const original = review.translatedFrom && review.text?.originalText ? review.text.originalText : null;

  const openImages = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (!onOpenImages) return; // the modal host's delegated listener takes the click
    event.preventDefault();
    event.stopPropagation();
    onOpenImages(review, index);
  };

  return (
    <article className="etl-review-list__review" tabIndex={-1} aria-label={`Review van ${name}`}>
      <header className="etl-review-list__review-head">
        <span className="etl-review-list__review-avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="etl-review-list__review-who">
          <p className="etl-review-list__review-author">{name}</p>
          <p className="etl-review-list__review-meta">
            <ReviewStars rating={review.value} />
            <span className="etl-visually-hidden">{starsText(review.value)}, </span>
            {date && <time dateTime={review.dateTime}>{date}</time>}
          </p>
        </div>
      </header>
      {review.text?.text && <p className="etl-review-list__review-text">{review.text.text}</p>}
      {review.translatedFrom && (
        <div className="etl-review-list__review-translation">
          <span className="etl-review-list__review-translated">{translatedFromText(review.translatedFrom)}</span>
          {original && (
            <button
              type="button"
              className="etl-review-list__review-original-toggle"
              aria-expanded={showOriginal}
              aria-controls={originalId}
              onClick={() => setShowOriginal((shown) => !shown)}
            >
              {showOriginal ? REVIEW_TEXT.hideOriginal : REVIEW_TEXT.showOriginal}
            </button>
          )}
          {original && (
            <p id={originalId} className="etl-review-list__review-original" lang={review.translatedFrom} hidden={!showOriginal}>
              {original}
            </p>
          )}
        </div>
      )}
      {(review.pluses.length > 0 || review.minuses.length > 0) && (
        <ul className="etl-review-list__review-points">
          {review.pluses.map((text) => (
            <li key={`+${text}`} className="etl-review-list__review-point etl-review-list__review-point--plus">
              <span aria-hidden="true" className="etl-review-list__review-sign">
                +
              </span>
              <span className="etl-visually-hidden">{REVIEW_TEXT.plus}</span>
              {text}
            </li>
          ))}
          {review.minuses.map((text) => (
            <li key={`-${text}`} className="etl-review-list__review-point etl-review-list__review-point--minus">
              <span aria-hidden="true" className="etl-review-list__review-sign">
                −
              </span>
              <span className="etl-visually-hidden">{REVIEW_TEXT.minus}</span>
              {text}
            </li>
          ))}
        </ul>
      )}
      {showImages && images.length > 0 && (
        <ul className="etl-review-list__review-images">
          {images.map((image, index) => {
            const props: ReviewImagesProps = { review, index, productName };
            return (
              <li key={image.id}>
                <a
                  className="etl-review-list__review-image"
                  href={safeUrl(mainSiteUrl(image.url))}
                  {...(onOpenImages
                    ? {}
                    : { [AttributeName.Modal]: 'review-images' satisfies ModalName, [AttributeName.ModalProps]: JSON.stringify(props), [AttributeName.ModalOpener]: opener })}
                  onClick={(event) => openImages(event, index)}
                >
                  <img src={safeUrl(mainSiteUrl(image.thumbUrl))} alt={reviewImageAlt(review, index, images.length)} width={96} height={96} loading="lazy" />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {review.reply && (
        <div className="etl-review-list__review-reply">
          <p className="etl-review-list__review-reply-title">
            {replyTitle(review)}
            {review.reply.dateTime && formatReviewDate(review.reply.dateTime) && (
              <>
                {' · '}
                <time dateTime={review.reply.dateTime}>{formatReviewDate(review.reply.dateTime)}</time>
              </>
            )}
          </p>
          <p className="etl-review-list__review-reply-text">{review.reply.text}</p>
        </div>
      )}
    </article>
  );
}
