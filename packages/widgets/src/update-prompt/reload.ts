import { RELOADED_KEY } from './texts.js';

/** A reload for a new worker within this time after the last one is taken for a loop and skipped. */
export const RELOAD_GUARD_MS = 10_000;

type ReloadWindow = Pick<Window, 'sessionStorage'> & { location: Pick<Location, 'reload'> };

/**
 * Reloads the page for the new service worker, unless this tab already did so within `RELOAD_GUARD_MS` (a worker
 * that keeps replacing itself must not reload the page forever). Answers whether it reloaded.
 */
export function reloadOnce(win: ReloadWindow, now = Date.now()): boolean {
  try {
    const last = Number(win.sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (now - last < RELOAD_GUARD_MS) return false;
    win.sessionStorage.setItem(RELOADED_KEY, String(now));
  } catch {
    // No sessionStorage: the enhancer's own per-page flag still allows one reload only.
  }
  win.location.reload();
  return true;
}
