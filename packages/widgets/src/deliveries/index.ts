import type { ModalDefinition } from '../modal-host/modal-definition.js';

/** 'Bezorgopties' of the product page (`data-etl-modal="deliveries"`): each provider's options, price and delivery time. */
export const deliveriesModal: ModalDefinition = {
  name: 'deliveries',
  modal: true,
  load: () => import('./deliveries-modal.js'),
};
