import type { OpenModalRequest } from './modal-stack.js';
import { MODAL_LOAD_FAILED, showModalAlert } from './modal-alert.js';

/**
 * For widgets that open a modal from their own button (the favourites button, the watch button): loads the
 * host's chunk, which loads the modal's. Answers whether the modal opened; when even the host's code could
 * not be loaded, the shopper reads why here (the host's own message needs its code).
 */
export async function openModalLazily(request: OpenModalRequest): Promise<boolean> {
  try {
    const host = await import('./open.js');
    return await host.openModal(request);
  } catch (error) {
    console.error(`[etalage] modal-host: the code of modal "${request.name}" could not be loaded:`, error);
    showModalAlert(document, MODAL_LOAD_FAILED);
    return false;
  }
}
