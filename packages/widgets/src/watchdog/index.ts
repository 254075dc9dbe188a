import type { ModalDefinition } from '../modal-host/modal-definition.js';

/** 'Bekijk beschikbaarheid' (spec §2 modals): the watchdog form of a variant (e-mail and target price), opened by the watch button. */
export const watchdogModal: ModalDefinition = {
  name: 'watchdog',
  modal: true,
  load: () => import('./watchdog-modal.js'),
};
