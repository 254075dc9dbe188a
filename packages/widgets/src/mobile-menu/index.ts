import type { ModalDefinition } from '../modal-host/modal-definition.js';

/** The header's hamburger below lg (`data-etl-modal="mobile-menu"`): the category menus from `/api/v2/menu`. */
export const mobileMenuModal: ModalDefinition = {
  name: 'mobile-menu',
  modal: true,
  load: () => import('./mobile-menu.js'),
};
