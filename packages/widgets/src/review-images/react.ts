/** `@etalage/widgets/review-images`: the photos of one review, one at a time. */
export { default as ReviewImagesModal, type ReviewImagesProps } from './review-images-modal.js';
