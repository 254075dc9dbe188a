/**
 * The app-install banner (spec §2, §4, §9), a chunk the page chrome loads only on the production host and on a
 * mobile browser. Not on the first visit, not within 30 days of a dismissal, not after install. Plain DOM with
 * text nodes: a fixed bar at the bottom, so nothing on the page moves.
 */
export const APP_BANNER_DISMISS_DAYS = 30;
export const VISITS_KEY = 'etl_visits';
export const VISIT_SESSION_KEY = 'etl_visit';
export const DISMISSED_KEY = 'etl_app_banner_dismissed';
export const INSTALLED_KEY = 'etl_app_installed';

export const APP_BANNER_LABEL = 'Etalage-app';
export const APP_BANNER_TEXT = 'Vergelijk sneller en heb je favorieten altijd bij de hand.';
export const APP_BANNER_INSTALL = 'Installeren';
export const APP_BANNER_CLOSE = 'App-banner sluiten';

const DAY_MS = 86_400_000;

/** The storage the rules read (local storage; a refused storage counts as a first visit: no banner). */
function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
function write(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // spec §8: storage problems are minor
  }
}

/** Counts this visit once per browser session and answers the visit number. */
export function countVisit(local: Storage, session: Storage): number {
  const visits = Number(read(local, VISITS_KEY)) || 0;
  if (read(session, VISIT_SESSION_KEY)) return visits;
  write(session, VISIT_SESSION_KEY, '1');
  write(local, VISITS_KEY, String(visits + 1));
  return visits + 1;
}

/** Spec §4: shown unless this is the first visit, the banner was dismissed within 30 days, or the app is installed. */
export function appBannerAllowed(visits: number, local: Storage, now: number, standalone: boolean): boolean {
  if (visits <= 1 || standalone || read(local, INSTALLED_KEY)) return false;
  const dismissed = Number(read(local, DISMISSED_KEY));
  return !(dismissed && now - dismissed < APP_BANNER_DISMISS_DAYS * DAY_MS);
}

interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
}

export function offerAppBanner(doc: Document, appUrl: string, now = Date.now()): HTMLElement | null {
  const win = doc.defaultView!;
  const local = win.localStorage;
  const visits = countVisit(local, win.sessionStorage);
  const standalone = win.matchMedia?.('(display-mode: standalone)').matches ?? false;
  // The cookie bar has the bottom of the screen first; the banner waits for a later page.
  if (!appBannerAllowed(visits, local, now, standalone) || doc.querySelector('[data-etl-widget="cookie-bar"]')) return null;

  let installPrompt: InstallPromptEvent | null = null;
  const banner = doc.createElement('aside');
  banner.className = 'etl-app-banner';
  banner.setAttribute('aria-label', APP_BANNER_LABEL);
  const text = doc.createElement('p');
  text.className = 'etl-app-banner__text';
  const name = doc.createElement('strong');
  name.textContent = APP_BANNER_LABEL;
  text.append(name, ` ${APP_BANNER_TEXT}`);
  const install = doc.createElement('a');
  install.className = 'etl-app-banner__install';
  install.href = appUrl;
  install.textContent = APP_BANNER_INSTALL;
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'etl-app-banner__close';
  close.setAttribute('aria-label', APP_BANNER_CLOSE);
  close.textContent = '×';
  banner.append(text, install, close);

  const remove = () => {
    banner.remove();
    win.removeEventListener('beforeinstallprompt', onPrompt);
    win.removeEventListener('appinstalled', onInstalled);
  };
  const onPrompt = (event: Event) => {
    event.preventDefault(); // the browser's own mini bar would repeat this one
    installPrompt = event as InstallPromptEvent;
  };
  const onInstalled = () => {
    write(local, INSTALLED_KEY, '1');
    remove();
  };
  install.addEventListener('click', (event) => {
    if (!installPrompt) return; // no install prompt: the link goes to the app's page
    event.preventDefault();
    void installPrompt.prompt().catch(() => undefined);
  });
  close.addEventListener('click', () => {
    write(local, DISMISSED_KEY, String(Date.now()));
    remove();
  });
  win.addEventListener('beforeinstallprompt', onPrompt);
  win.addEventListener('appinstalled', onInstalled);
  doc.body.append(banner);
  return banner;
}
