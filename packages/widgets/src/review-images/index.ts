import type { ModalDefinition } from '../modal-host/modal-definition.js';

/** A review's photos, one at a time (stacked on the reviews modal, or opened from a review list), on partner pages too. */
export const reviewImagesModal: ModalDefinition = {
  name: 'review-images',
  modal: true,
  partner: true,
  load: () => import('./review-images-modal.js'),
};
