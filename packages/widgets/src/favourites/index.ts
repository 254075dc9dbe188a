import type { ModalDefinition } from '../modal-host/modal-definition.js';

/** 'Mijn favorieten' (spec §2): a logged-in shopper's liked products, opened by the header's favourites button. */
export const favouritesModal: ModalDefinition = {
  name: 'favourites',
  modal: true,
  load: () => import('./favourites-modal.js'),
};
