/** `@etalage/widgets/rating-summary`: stars, '4,3 van 5' and the number of reviews. */
export { default as RatingSummary, type RatingSummaryProps } from './rating-summary.js';
