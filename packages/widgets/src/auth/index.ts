import type { ModalDefinition } from '../modal-host/modal-definition.js';

/** The auth modal (spec §2: login, registration, password reset), opened by 'Inloggen' (`data-etl-modal="auth"`). */
export const authModal: ModalDefinition = {
  name: 'auth',
  modal: true,
  load: () => import('./auth-modal.js'),
};
