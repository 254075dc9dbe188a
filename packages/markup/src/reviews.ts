import { formatCount, formatStarRating, STAR_LABELS } from '@etalage/core';
import { html, type RawHtml } from './html.js';
import { widgetAttributes } from './widget-attributes.js';

export interface StarRatingFieldOptions {
  /** The form field's name. */
  name: string;
  /** The stars chosen (a form sent back with errors keeps them). */
  value?: number;
  /** A Dutch validation message shown at the field. */
  error?: string;
  /** The id prefix of the radios (unique on the page). */
  id?: string;
}

/**
 * The review form's stars input (spec §2 /star/{ident}): a fieldset of five native radio buttons, which are the
 * WAI-ARIA radio group without script and send the form without JavaScript; `data-etl-widget="star-rating"` enhances it.
 */
export function starRatingField({ name, value, error, id = name }: StarRatingFieldOptions): RawHtml {
  const errorId = `${id}-error`;
  const stars = STAR_LABELS.map(
    (label, index) =>
      html`<input class="etl-star-rating__input" type="radio" id="${id}-${index + 1}" name="${name}" value="${index + 1}"${
        value === index + 1 ? html` checked` : ''
      }${index === 0 ? html` required` : ''}${error ? html` aria-describedby="${errorId}"` : ''}><label class="etl-star-rating__star" for="${id}-${index + 1}"><span aria-hidden="true">★</span><span class="etl-visually-hidden">${index + 1} van 5 sterren: ${label}</span></label>`,
  );
  return html`<fieldset class="etl-star-rating" ${widgetAttributes('star-rating')}><legend class="etl-star-rating__legend">Jouw beoordeling</legend><div class="etl-star-rating__stars">${stars}</div><p class="etl-star-rating__status" aria-live="polite"></p>${
    error ? html`<p class="etl-star-rating__error" id="${errorId}">${error}</p>` : ''
  }</fieldset>`;
}

export interface RatingSummaryMarkup {
  rating: number;
  reviewsCount: number;
  variantId?: number;
  productName?: string;
}

/**
 * A rating summary element: `data-etl-widget="rating-summary"` with its props, and as content the text the widget
 * shows (no inline styles: partner pages run a strict CSP).
 */
export function ratingSummaryElement(summary: RatingSummaryMarkup): RawHtml {
  const count = `${formatCount(summary.reviewsCount)} ${summary.reviewsCount === 1 ? 'review' : 'reviews'}`;
  return html`<div ${widgetAttributes('rating-summary', { ...summary })}><p>${formatStarRating(summary.rating)} van 5 · ${count}</p></div>`;
}
