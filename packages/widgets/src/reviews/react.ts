/** `@etalage/widgets/reviews`: the reviews modal's content (rating overview, summary and the review list). */
export { default as ReviewsModal, type ReviewsModalProps } from './reviews-modal.js';
