import { AttributeName } from '@etalage/runtime/attribute-names';
import { mountModalHost } from './host-root.js';
import { setOpenerBusy } from './modal-alert.js';
import { showModal, type OpenModalRequest } from './modal-stack.js';
import { reportProblem } from '@etalage/core';

export { closeModal, type OpenModalRequest } from './modal-stack.js';

/** Opens a modal by name, mounting the modal host on the first open (see `showModal`). */
export function openModal(request: OpenModalRequest): Promise<boolean> {
  return showModal(request, () => mountModalHost(document));
}

/** Reads an opener's markup (`data-etl-modal`, `data-etl-modal-props`, `data-etl-modal-opener`) and opens its modal. */
export async function openFromOpener(element: HTMLElement): Promise<boolean> {
  const name = element.getAttribute(AttributeName.Modal) ?? '';
  let props: Record<string, unknown> = {};
  const raw = element.getAttribute(AttributeName.ModalProps);
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      props = parsed as Record<string, unknown>;
    } catch (error) {
      reportProblem('modal-host', `${AttributeName.ModalProps} of modal "${name}" is not a JSON object:`, error, element);
      setOpenerBusy(element, false);
      // The opener's own page does the same without the modal: nothing is lost.
      if (element instanceof HTMLAnchorElement && element.href) window.location.assign(element.href);
      return false;
    }
  }
  return openModal({ name, props, opener: element.getAttribute(AttributeName.ModalOpener) ?? name, openerElement: element });
}
