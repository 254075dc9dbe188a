import { loadWithRetry } from '@etalage/core/load-with-retry';
import type { OpenModalRequest } from './modal-stack.js';
import { MODAL_LOAD_FAILED, showModalAlert } from './modal-alert.js';
import { removeDialogFrames } from '../shared/dialog-frames.js';
import { reportProblem } from '@etalage/core';

const loadHost = () => import('./open.js');

/**
 * For widgets that open a modal from their own button (the favourites button, the watch button): loads the
 * host's chunk (retried once, loadWithRetry), which loads the modal's. Answers whether the modal opened; when even
 * the host's code could not be loaded, the shopper reads why here (the host's own message needs its code). A modal
 * that does not open takes away the frame drawn for it at the click (the runtime draws one for a held click on an
 * `aria-haspopup` button); one that opens replaces it.
 */
export async function openModalLazily(request: OpenModalRequest): Promise<boolean> {
  let opened = false;
  try {
    const host = await loadWithRetry(loadHost);
    opened = await host.openModal(request);
  } catch (error) {
    reportProblem('modal-host', `the code of modal "${request.name}" could not be loaded:`, error);
    showModalAlert(document, MODAL_LOAD_FAILED);
  }
  if (!opened) removeDialogFrames(document);
  return opened;
}
