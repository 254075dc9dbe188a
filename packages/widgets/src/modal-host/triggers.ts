import { loadWithRetry, openDialogFrame, removeDialogFrames } from '@etalage/runtime';
import { AttributeName } from '@etalage/runtime/attribute-names';
import { reportProblem } from '@etalage/core';

/** The markup contract: `data-etl-modal="{name}"`, optional `data-etl-modal-props` (JSON) and `data-etl-modal-opener`. */
export const MODAL_OPENER = `[${AttributeName.Modal}]`;

/**
 * What the frame of a dialog says while the dialog's code is on its way: drawn by these triggers for every modal,
 * and by the runtime for a resumed widget's dialog button (the embed passes it as the runtime's `dialogFrame`).
 */
export const DIALOG_FRAME_TEXT = 'Laden…';

const installed = new WeakSet<Document>();

/** The host's chunk, requested once (retried once, like a widget's code); a failure is forgotten, so the next click tries again. */
const loadOpenModule = () => loadWithRetry(loadOpen);
const loadOpen = () => import('./open.js');

function openerOf(event: Event): HTMLElement | null {
  // A click inside a widget's shadow root (partner pages) reaches the document retargeted to its host: then the
  // opener is looked up from the first node of the event's path.
  const origin = event.target instanceof Element && event.target.shadowRoot ? event.composedPath()[0] : event.target;
  const target = origin instanceof Element ? origin.closest(MODAL_OPENER) : null;
  return target instanceof HTMLElement ? target : null;
}

async function openFrom(opener: HTMLElement, drawFrame: boolean): Promise<void> {
  opener.setAttribute('aria-busy', 'true');
  // The modal's frame in the click's own frame; the modal replaces it once its code is in.
  if (drawFrame) openDialogFrame(opener.ownerDocument, DIALOG_FRAME_TEXT);
  try {
    // Not opened (no such modal, bad props, its code failed: each says why): the frame goes. Opened: its dialog took its place.
    if (!(await (await loadOpenModule()).openFromOpener(opener))) removeDialogFrames(opener.ownerDocument);
  } catch (error) {
    opener.removeAttribute('aria-busy');
    removeDialogFrames(opener.ownerDocument);
    reportProblem('modal-host', `code not loaded (modal "${opener.getAttribute(AttributeName.Modal)}"):`, error);
    // The opener's own page does the same without the modal (the host's Dutch message needs the host's code).
    if (opener instanceof HTMLAnchorElement && opener.href) window.location.assign(opener.href);
  }
}

/**
 * One delegated click listener for every modal opener on the page (spec §2: modals open on demand by clicking
 * marked elements), however many there are and whenever they were inserted. An opener is usually a link to
 * the page that does the same without JavaScript: a click with a modifier key still opens that page.
 * Hovering or focusing an opener fetches the host's code ahead of the click. This sits in the entry: keep it tiny.
 * `drawFrame`: a click draws the modal's frame at once (runtime dialog-frame.ts); off where the page has no
 * stylesheet for it in its own DOM (partner pages style their widgets inside shadow roots only).
 */
export function installModalTriggers(doc: Document, drawFrame = true): void {
  if (installed.has(doc)) return;
  installed.add(doc);
  doc.addEventListener('click', (event) => {
    const opener = openerOf(event);
    if (!opener || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (opener.getAttribute('aria-busy') !== 'true') void openFrom(opener, drawFrame);
  });
  const warm = (event: Event) => {
    if (openerOf(event)) loadOpenModule().catch(() => {});
  };
  doc.addEventListener('pointerover', warm, { passive: true });
  doc.addEventListener('focusin', warm);
}
