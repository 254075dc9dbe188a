/** `@etalage/widgets/review-list`: a product's reviews with filters and 'Meer reviews'. */
export { default as ReviewList, type ReviewListProps } from './review-list.js';
export { setReviewsApi, type ReviewsApi } from './reviews-api.js';
