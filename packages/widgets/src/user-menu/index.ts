import type { ModalDefinition } from '../modal-host/modal-definition.js';

/** 'Mijn account' (spec §2 "user box"): the user menu, opened from the header's avatar (`data-etl-modal="user-menu"`). */
export const userMenuModal: ModalDefinition = {
  name: 'user-menu',
  modal: true,
  load: () => import('./user-menu.js'),
};
