import { APP_INSTALL_DISMISS_DAYS, getStorage, readCookie, STORAGE_KEYS, writeCookie, type SafeStorage } from '@etalage/core';
import { AttributeName } from '@etalage/runtime/attribute-names';

/**
 * The app-install banner (spec §2, §4, §9), a chunk the page chrome loads only on the production host and on a
 * mobile browser. Not on the first visit, not within 30 days of a dismissal (a local storage entry that expires),
 * not after install. Plain DOM with text nodes: a fixed bar at the bottom, so nothing on the page moves; the body
 * gets the bar's height as extra room at its end, so the page's last lines can still scroll above it.
 */
/** A session cookie (no expiry: it ends with the browser session, and every tab shares it) marks a counted visit. */
export const VISIT_SESSION_COOKIE = 'etl_visit';

export const APP_BANNER_LABEL = 'Etalage-app';
export const APP_BANNER_TEXT = 'Vergelijk sneller en heb je favorieten altijd bij de hand.';
export const APP_BANNER_INSTALL = 'Installeren';
export const APP_BANNER_CLOSE = 'Verberg de app-banner';

/** Counts this visit once per browser session (the session cookie) and answers the visit number. */
export function countVisit(storage: SafeStorage): number {
  const visits = storage.get<number>(STORAGE_KEYS.visitCount) ?? 0;
  if (readCookie(VISIT_SESSION_COOKIE)) return visits;
  writeCookie(VISIT_SESSION_COOKIE, '1');
  // No cookies (refused): do not count every page as a visit.
  if (!readCookie(VISIT_SESSION_COOKIE)) return visits;
  storage.set(STORAGE_KEYS.visitCount, visits + 1);
  return visits + 1;
}

/** Spec §4: shown unless this is the first visit, the banner was dismissed within 30 days, or the app is installed. */
export function appBannerAllowed(visits: number, storage: SafeStorage, standalone: boolean): boolean {
  return visits > 1 && !standalone && !storage.get(STORAGE_KEYS.appInstalled) && !storage.get(STORAGE_KEYS.appInstallDismissed);
}

interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

/** Puts the banner on the page when the rules allow it; answers it (or null). */
export function offerAppBanner(doc: Document, appUrl: string, storage: SafeStorage = getStorage()): HTMLElement | null {
  const win = doc.defaultView!;
  const visits = countVisit(storage);
  const standalone = win.matchMedia?.('(display-mode: standalone)').matches ?? false;
  // The cookie bar has the bottom of the screen first; the banner waits for a later page.
  if (!appBannerAllowed(visits, storage, standalone) || doc.querySelector(`[${AttributeName.Widget}="cookie-bar"]`)) return null;

  let installPrompt: InstallPromptEvent | null = null;
  const banner = element(doc, 'aside', 'etl-page-chrome__app-banner', '');
  banner.setAttribute('aria-label', APP_BANNER_LABEL);
  const text = element(doc, 'p', 'etl-page-chrome__app-banner-text', ` ${APP_BANNER_TEXT}`);
  text.prepend(element(doc, 'strong', '', APP_BANNER_LABEL));
  const install = element(doc, 'a', 'etl-page-chrome__app-banner-install', APP_BANNER_INSTALL);
  install.href = appUrl;
  const close = element(doc, 'button', 'etl-page-chrome__app-banner-close', '×');
  close.type = 'button';
  close.setAttribute('aria-label', APP_BANNER_CLOSE);
  banner.append(text, install, close);

  const onPrompt = (event: Event) => {
    event.preventDefault(); // the browser's own mini bar would repeat this one
    installPrompt = event as InstallPromptEvent;
  };
  const body = doc.body;
  const bodyPadding = body.style.paddingBottom;
  const remove = () => {
    banner.remove();
    body.style.paddingBottom = bodyPadding;
    win.removeEventListener('beforeinstallprompt', onPrompt);
    win.removeEventListener('appinstalled', onInstalled);
  };
  const onInstalled = () => {
    storage.set(STORAGE_KEYS.appInstalled, true);
    remove();
  };
  install.addEventListener('click', (event) => {
    if (!installPrompt) return; // no install prompt: the link goes to the app's page
    event.preventDefault();
    void installPrompt.prompt().catch(() => undefined);
  });
  close.addEventListener('click', () => {
    storage.set(STORAGE_KEYS.appInstallDismissed, true, { ttlMs: APP_INSTALL_DISMISS_DAYS * 86_400_000 });
    remove();
  });
  win.addEventListener('beforeinstallprompt', onPrompt);
  win.addEventListener('appinstalled', onInstalled);
  body.append(banner);
  // Room below the content, not above it: nothing the shopper sees moves.
  const height = Math.ceil(banner.getBoundingClientRect().height);
  if (height > 0) body.style.paddingBottom = `calc(${bodyPadding || getComputedStyle(body).paddingBottom} + ${height}px)`;
  return banner;
}
