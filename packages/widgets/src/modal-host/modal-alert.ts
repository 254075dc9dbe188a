/** Shown when a modal's code could not be loaded (spec §8: the open flag is reset, the opener works again). */
export const MODAL_LOAD_FAILED = 'Dit venster kon niet worden geopend. Controleer je verbinding en probeer het opnieuw.';

const ALERT_ID = 'etl-modal-host__alert';
const VISIBLE_MS = 6000;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * A short Dutch message at the bottom of the screen, read out by screen readers (role alert). Plain DOM and
 * `textContent`: it must work when no widget code could be loaded at all.
 */
export function showModalAlert(doc: Document, text: string): void {
  let alert = doc.getElementById(ALERT_ID);
  if (!alert) {
    alert = doc.createElement('div');
    alert.id = ALERT_ID;
    alert.className = 'etl-modal-host__alert';
    alert.setAttribute('role', 'alert');
    doc.body.append(alert);
  }
  alert.textContent = text;
  alert.hidden = false;
  clearTimeout(hideTimer);
  const shown = alert;
  hideTimer = setTimeout(() => {
    shown.hidden = true;
    shown.textContent = '';
  }, VISIBLE_MS);
}

/** Marks an opener as busy while its modal loads (aria-busy; the stylesheet shows it). */
export function setOpenerBusy(opener: Element | null | undefined, busy: boolean): void {
  if (!opener) return;
  if (busy) opener.setAttribute('aria-busy', 'true');
  else opener.removeAttribute('aria-busy');
}
