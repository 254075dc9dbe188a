/** The stack of open modals in the store: opening (code loaded first), closing, and the back button on phones. */
import { AttributeName } from '@etalage/runtime/attribute-names';
import { getStore, type ModalEntry } from '@etalage/store';
import { loadWithRetry } from '@etalage/core/load-with-retry';
import { trackModalOpen } from '@etalage/core/tracking';
import { modalRegistry } from './registry.js';
import { MODAL_LOAD_FAILED, setOpenerBusy, showModalAlert } from './modal-alert.js';
import { BREAKPOINTS, reportProblem } from '@etalage/core';

export interface OpenModalRequest {
  name: string;
  props?: Record<string, unknown>;
  /** `modal_opener` of the `modal_open` event. */
  opener: string;
  /** The element that opened it: busy while the code loads, focused again on close. */
  openerElement?: HTMLElement | null;
  /** Open on top of the modals already open (a modal opening another); otherwise it replaces them. */
  stacked?: boolean;
}

/** Phones (below md): an open modal takes a history entry, so that the back button closes it (the URL does not change). */
const PHONE_QUERY = `(max-width: ${BREAKPOINTS.md - 0.02}px)`;
const HISTORY_KEY = 'etlModal';

let nextId = 1;
let listeningToHistory = false;
/** closeModal() went back itself: the popstate that follows is not the shopper's back button. */
let ownPopPending = false;

const modals = () => getStore().getState().modals;
const setModals = (next: ModalEntry[]) => getStore().setState({ modals: next });

/** Closes the modal `id` and every modal stacked above it; a history entry it pushed is taken back. */
export function closeModal(id: number): void {
  const list = modals();
  const index = list.findIndex((entry) => entry.id === id);
  if (index < 0) return;
  const closing = list.slice(index);
  setModals(list.slice(0, index));
  const pushed = closing.filter((entry) => entry.inHistory).length;
  if (pushed > 0 && (history.state as Record<string, unknown> | null)?.[HISTORY_KEY] !== undefined) {
    ownPopPending = true;
    history.go(-pushed);
  }
}

function onPopState(): void {
  if (ownPopPending) {
    ownPopPending = false;
    return;
  }
  const list = modals();
  const top = list[list.length - 1];
  // The back button closed the top modal's history entry: close it (without going back once more).
  if (top?.inHistory) setModals(list.slice(0, -1));
}

function pushHistory(id: number): boolean {
  if (typeof window.matchMedia !== 'function' || !window.matchMedia(PHONE_QUERY).matches) return false;
  if (!listeningToHistory) {
    listeningToHistory = true;
    window.addEventListener('popstate', onPopState);
  }
  history.pushState({ ...(history.state as object | null), [HISTORY_KEY]: id }, '');
  return true;
}

/**
 * Shows a modal by name: its code loads on first open (the opener shows it is busy meanwhile; a failed load is
 * retried once, loadWithRetry); if that fails,
 * the open flag is reset (spec §4), the opener works again and the shopper reads why. Answers whether it opened.
 * `beforeShow` runs once the code is there (`openModal` mounts the host then; the host itself, opening a modal
 * on top of its own, needs nothing).
 */
export async function showModal(request: OpenModalRequest, beforeShow?: () => void): Promise<boolean> {
  const load = modalRegistry[request.name];
  if (!load) {
    // The offending value is the name (the event's detail.error); the opener, where there is one, follows in the console.
    reportProblem('modal-host', `there is no modal named "${request.name}" (${AttributeName.Modal}).`, request.name, ...(request.openerElement ? [request.openerElement] : []));
    setOpenerBusy(request.openerElement, false);
    return false;
  }
  const id = nextId++;
  const entry: ModalEntry = {
    id,
    name: request.name,
    props: request.props ?? {},
    opener: request.opener,
    returnFocus: request.openerElement ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null),
    Component: null,
    inHistory: false,
  };
  const below = request.stacked ? modals() : [];
  if (!request.stacked) for (const open of modals()) closeModal(open.id);
  setModals([...below, entry]);
  setOpenerBusy(request.openerElement, true);
  try {
    const module = await loadWithRetry(load);
    beforeShow?.();
    if (!modals().some((open) => open.id === id)) return false; // closed or replaced while loading
    const shown: ModalEntry = { ...entry, Component: module.default, inHistory: pushHistory(id) };
    setModals(modals().map((open) => (open.id === id ? shown : open)));
    trackModalOpen({ modal_name: request.name, modal_opener: request.opener });
    return true;
  } catch (error) {
    setModals(modals().filter((open) => open.id !== id));
    reportProblem('modal-host', `the code of modal "${request.name}" could not be loaded:`, error);
    showModalAlert(document, MODAL_LOAD_FAILED);
    return false;
  } finally {
    setOpenerBusy(request.openerElement, false);
  }
}

