import { formatCount, formatStarRating, imageUrl, LOCALE } from '@etalage/core';
import type { Review } from '@etalage/core/api';

/** Shopper text of the review widgets (the server's review HTML uses the same words). */
export const REVIEW_TEXT = {
  all: 'Alle reviews',
  withImage: "Met foto's",
  filterLabel: 'Reviews filteren',
  more: 'Meer reviews',
  loading: 'Reviews laden…',
  error: 'De reviews konden niet worden geladen.',
  moreError: 'Meer reviews laden lukte niet.',
  retry: 'Opnieuw proberen',
  empty: 'Nog geen reviews voor dit product.',
  emptyWithImage: "Nog geen reviews met foto's voor dit product.",
  showOriginal: 'Origineel tonen',
  hideOriginal: 'Origineel verbergen',
  plus: 'Pluspunt: ',
  minus: 'Minpunt: ',
  anonymous: 'Anonieme koper',
} as const;

export type ReviewListFilter = 'all' | 'withImage';

/** Languages reviews are translated from, as 'Vertaald uit het …' names them. */
const LANGUAGES: Record<string, string> = { de: 'Duits', en: 'Engels', fr: 'Frans', es: 'Spaans', it: 'Italiaans', pl: 'Pools' };

/** 'Vertaald uit het Duits'; an unknown language code still says the text was translated. */
export function translatedFromText(language: string): string {
  const name = LANGUAGES[language];
  return name ? `Vertaald uit het ${name}` : 'Vertaald';
}

/** '5 van 5 sterren' (a review's own value is a whole number of stars; the average is rounded to half stars). */
export function starsText(value: number): string {
  return `${formatStarRating(value)} van 5 sterren`;
}

/** 'Alle reviews (31)'. */
export function filterText(filter: ReviewListFilter, count: number | undefined): string {
  const label = filter === 'all' ? REVIEW_TEXT.all : REVIEW_TEXT.withImage;
  return count === undefined ? label : `${label} (${formatCount(count)})`;
}

export function reviewerName(review: Review): string {
  return review.userNickName?.trim() || REVIEW_TEXT.anonymous;
}

/** 'Foto 2 van 3 bij de review van Sanne': the alt text of a review photo. */
export function reviewImageAlt(review: Review, index: number, count: number): string {
  return `Foto ${index + 1} van ${count} bij de review van ${reviewerName(review)}`;
}

/** 'Reactie van Wonen & Zo'. */
export function replyTitle(review: Review): string {
  return review.eshop?.name ? `Reactie van ${review.eshop.name}` : 'Reactie van de webshop';
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
/** '3 november 2026'. */
export function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** The photos of a review: the answer's URLs, or built from its image ids when an answer has none. */
export function reviewImages(review: Review): { id: number | string; url: string; thumbUrl: string }[] {
  if (review.images?.length) return review.images;
  return review.imageIds.map((id) => ({
    id,
    url: imageUrl({ type: 'review', id, size: 'large', format: 'webp' }),
    thumbUrl: imageUrl({ type: 'review', id, size: 'thumb', format: 'webp' }),
  }));
}
