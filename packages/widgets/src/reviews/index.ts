import type { ModalDefinition } from '../modal-host/modal-definition.js';

/** The reviews modal (spec §2), opened by a rating (`data-etl-modal="reviews"`), on partner pages too. */
export const reviewsModal: ModalDefinition = {
  name: 'reviews',
  modal: true,
  partner: true,
  load: () => import('./reviews-modal.js'),
};
