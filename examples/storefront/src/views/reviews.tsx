/** @jsxImportSource hono/jsx */
import { roundToHalfStars } from '@etalage/core';
import { modalOpenerProps } from '@etalage/markup';
import type { Db } from '../db/connection.js';
import { reviewSummary, type ApiReview } from '../catalog/reviews.js';
import { formatDate } from './content-html.js';

/** Stars filled to a rating, drawn like a product card's (product-card.css of @etalage/markup). */
export function Stars({ rating }: { rating: number }) {
  return (
    <span class="pc-stars" style={`--stars:${roundToHalfStars(rating)}`} aria-hidden="true">
      ★★★★★
    </span>
  );
}

/**
 * A review as server HTML. Its photos are links to the large image that the modal host turns into the review images
 * modal (`opener` is the `modal_opener` of its `modal_open` event).
 */
export function Review({ review, productName, opener }: { review: ApiReview; productName: string; opener: string }) {
  return (
    <article class="review">
      <header class="review-head">
        <span class="avatar" aria-hidden="true">
          {review.userNickName.charAt(0)}
        </span>
        <div>
          <p class="review-author">{review.userNickName}</p>
          <p class="review-meta">
            <Stars rating={review.value} /> <span class="visually-hidden">{review.value} van 5 sterren, </span>
            <time datetime={review.dateTime}>{formatDate(review.dateTime)}</time>
          </p>
        </div>
      </header>
      <p>{review.text.text}</p>
      {review.translatedFrom ? (
        <p class="review-translated">
          Vertaald uit het {review.translatedFrom === 'de' ? 'Duits' : 'Engels'}. Origineel: <span lang={review.translatedFrom}>{review.text.originalText}</span>
        </p>
      ) : null}
      {review.pluses.length || review.minuses.length ? (
        <ul class="review-points">
          {review.pluses.map((p) => (
            <li class="plus">
              <span class="visually-hidden">Pluspunt: </span>+ {p}
            </li>
          ))}
          {review.minuses.map((m) => (
            <li class="minus">
              <span class="visually-hidden">Minpunt: </span>− {m}
            </li>
          ))}
        </ul>
      ) : null}
      {review.images.length ? (
        <ul class="review-images">
          {review.images.map((image, i) => (
            <li>
              <a
                href={image.url}
                {...modalOpenerProps('review-images', { review, index: i, productName }, opener)}
              >
                <img src={image.thumbUrl} alt={`Foto ${i + 1} van ${review.images.length} bij de review van ${review.userNickName}`} width="96" height="96" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div class="review-reply">
          <p class="review-author">Reactie van {review.eshop.name}</p>
          <p>{review.reply.text}</p>
        </div>
      ) : null}
    </article>
  );
}

export function reviewSummaryView(db: Db, variantId: number) {
  const summary = reviewSummary(db, variantId);
  if (!summary) return null;
  return (
    <div class="review-summary">
      <div>
        <h3>Pluspunten volgens kopers</h3>
        <ul>
          {summary.pros.map((p) => (
            <li>
              {p.text} <span class="muted">({p.percentage}%)</span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3>Minpunten volgens kopers</h3>
        <ul>
          {summary.cons.map((p) => (
            <li>
              {p.text} <span class="muted">({p.percentage}%)</span>
            </li>
          ))}
        </ul>
      </div>
      <p class="review-web-summary">{summary.web.summary}</p>
    </div>
  );
}
