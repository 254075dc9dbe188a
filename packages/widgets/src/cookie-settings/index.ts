import type { ModalDefinition } from '../modal-host/modal-definition.js';

/**
 * 'Cookie-instellingen' (spec §2 modals: the cookie bar): the consent choice with its settings open and the stored
 * choice ticked, opened by the footer's link without a page load (the link itself reopens the bar on its page).
 */
export const cookieSettingsModal: ModalDefinition = {
  name: 'cookie-settings',
  modal: true,
  load: () => import('./cookie-settings-modal.js'),
};
