import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CAROUSEL_BUTTON_LABELS } from '@etalage/markup/carousel-labels';
import { ModalDialog } from '../modal-host/modal-context.js';
import { ReviewItem, type ReviewImagesProps } from '../review-list/review-item.js';
import { mainSiteUrl } from '../review-list/reviews-api.js';
import { reviewerName, reviewImageAlt, reviewImages } from '../review-list/review-text.js';

export type { ReviewImagesProps };

/** "Foto's bij de review van Sanne". */
export const reviewImagesTitle = (name: string) => `Foto's bij de review van ${name}`;
/** 'Foto 2 van 3'. */
export const photoPosition = (index: number, count: number) => `Foto ${index + 1} van ${count}`;

/**
 * The review images modal (spec §2): the review's photos one at a time, with arrows ('Vorige afbeelding',
 * 'Volgende afbeelding'), the arrow keys and thumbnails, and the review beside them (below on phones). Stacked on
 * the reviews modal, or opened by the host from a review list on a page. A handful of photos needs no swiper.
 */
export default function ReviewImagesModal({ review, index = 0, productName }: ReviewImagesProps) {
  const images = reviewImages(review);
  const count = images.length;
  const [current, setCurrent] = useState(() => Math.min(Math.max(0, index), Math.max(0, count - 1)));
  const name = reviewerName(review);
  const labels = CAROUSEL_BUTTON_LABELS.images;
  const announce = useRef(false);
  const [live, setLive] = useState('');

  const go = (next: number) => {
    if (next < 0 || next >= count) return;
    announce.current = true;
    setCurrent(next);
  };

  useEffect(() => {
    if (announce.current) setLive(photoPosition(current, count));
  }, [current, count]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else return;
    event.preventDefault();
  };

  const image = images[current];

  return (
    <ModalDialog title={reviewImagesTitle(name)} className="etl-dialog--wide etl-dialog--phone-full">
      <div className="etl-review-images">
        <div
          className="etl-review-images__carousel"
          role="region"
          aria-roledescription="carrousel"
          aria-label={productName ? `Foto's van ${name} bij ${productName}` : `Foto's van ${name}`}
          tabIndex={0}
          onKeyDown={onKeyDown}
        >
          <div className="etl-review-images__stage">
            {image && (
              <img
                key={image.id}
                className="etl-review-images__image"
                src={mainSiteUrl(image.url)}
                alt={reviewImageAlt(review, current, count)}
                width={800}
                height={800}
              />
            )}
            {count > 1 && (
              <>
                <button
                  type="button"
                  className="etl-review-images__arrow etl-review-images__arrow--prev"
                  aria-label={labels.prev}
                  disabled={current === 0}
                  onClick={() => go(current - 1)}
                >
                  <span aria-hidden="true">‹</span>
                </button>
                <button
                  type="button"
                  className="etl-review-images__arrow etl-review-images__arrow--next"
                  aria-label={labels.next}
                  disabled={current === count - 1}
                  onClick={() => go(current + 1)}
                >
                  <span aria-hidden="true">›</span>
                </button>
              </>
            )}
          </div>
          <p className="etl-review-images__position" aria-hidden="true">
            {count > 0 ? photoPosition(current, count) : ''}
          </p>
          <p className="etl-visually-hidden" aria-live="polite">
            {live}
          </p>
          {count > 1 && (
            <ul className="etl-review-images__thumbs">
              {images.map((thumb, i) => (
                <li key={thumb.id}>
                  <button
                    type="button"
                    className="etl-review-images__thumb"
                    aria-current={i === current ? 'true' : undefined}
                    onClick={() => go(i)}
                  >
                    <img src={mainSiteUrl(thumb.thumbUrl)} alt={photoPosition(i, count)} width={64} height={64} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="etl-review-images__review">
          <ReviewItem review={review} productName={productName} showImages={false} />
        </div>
      </div>
    </ModalDialog>
  );
}
