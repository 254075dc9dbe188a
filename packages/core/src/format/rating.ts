import { LOCALE } from '../constants.js';

const ratingFormatter = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const MAX_STARS = 5;

/** Rounds a rating to half stars out of 5 (spec §5); `outOf` rescales other scales, e.g. 100. */
export function roundToHalfStars(rating: number, outOf = MAX_STARS): number {
  const stars = (rating / outOf) * MAX_STARS;
  return Math.min(MAX_STARS, Math.max(0, Math.round(stars * 2) / 2));
}

/** The rating to one decimal in nl-NL, e.g. 4.26 → '4,5'. */
export function formatStarRating(rating: number, outOf = MAX_STARS): string {
  return ratingFormatter.format(roundToHalfStars(rating, outOf));
}

/** The words of one to five stars in the review form (/star/{ident}): its labels and the stars input's status line. */
export const STAR_LABELS = ['Slecht', 'Matig', 'Redelijk', 'Goed', 'Uitstekend'];
