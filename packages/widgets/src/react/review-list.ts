/** `@etalage/widgets/review-list`: a product's reviews with filters and 'Meer reviews'. */
export { default as ReviewList, type ReviewListProps } from '../review-list/review-list.js';
export { setReviewsApi, type ReviewsApi } from '../review-list/reviews-api.js';
