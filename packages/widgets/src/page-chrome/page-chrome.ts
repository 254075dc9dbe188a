import { readPageConfig, type Enhancer } from '@etalage/runtime';
import { CONSENT_EVENT, recordAttribution } from '@etalage/core';
import { consentAllowed } from '@etalage/core/tracking';

export interface PageChromeProps {
  /** Where the app-install banner's link goes when the browser offers no install prompt (the app's store page). */
  appUrl?: string;
}

/** Spec §9: the header hides only after the page scrolled beyond 80 px (and beyond its own height). */
export const HEADER_THRESHOLD = 80;
export const HIDDEN_CLASS = 'etl-page-header--hidden';
/** What holds the header shown: the open search overlay, a main-nav submenu under the pointer or the focus. */
const HOLDS = '.etl-search--open, .main-nav-item:hover, .main-nav-item:focus-within';

const MOBILE = /Mobi|Android|iPhone|iPad|iPod/i;

let attributed = false;

/**
 * Spec §9 attribution, once per page: the landing URL's utm_* and gclid (or the referrer's class) go into 30-day
 * cookies. They are marketing cookies, so they wait for 'marketing' in `_cc` (or a page that does not ask: no
 * cookie bar); a choice made on this page runs it at once with this page's landing URL and referrer.
 */
function attribute(doc: Document): void {
  const url = doc.location.href;
  const referrer = doc.referrer;
  const run = () => {
    if (attributed || !consentAllowed('marketing')) return;
    attributed = true;
    doc.removeEventListener(CONSENT_EVENT, run);
    recordAttribution(url, referrer);
  };
  run();
  if (!attributed) doc.addEventListener(CONSENT_EVENT, run);
}

/** Opens the `<details>` (footer accordion, FAQ) that holds the element a hash names. */
function openByHash(doc: Document, hash: string): void {
  let target: HTMLElement | null = null;
  try {
    target = hash.length > 1 ? doc.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return; // a malformed escape in the hash
  }
  for (let details = target?.closest('details'); details; details = details.parentElement?.closest('details')) details.open = true;
}

/**
 * `data-etl-widget="page-chrome"` on the site header, every page, when idle: attribution, the header that hides on
 * scrolling down and shows on scrolling up, hash links that open the footer's accordion, the country switch that
 * navigates on change, and (rarely) the app-install banner's lazy chunk.
 */
const enhancePageChrome: Enhancer<PageChromeProps> = (header, props) => {
  const doc = header.ownerDocument;
  const win = doc.defaultView!;
  attribute(doc);

  let lastY = win.scrollY;
  let frame = 0;
  const update = () => {
    frame = 0;
    const y = Math.max(0, win.scrollY);
    if (y === lastY) return;
    const down = y > lastY;
    lastY = y;
    const hide = down && y > Math.max(HEADER_THRESHOLD, (header as HTMLElement).offsetHeight) && !header.querySelector(HOLDS);
    header.classList.toggle(HIDDEN_CLASS, hide);
  };
  const onScroll = () => {
    if (!frame) frame = win.requestAnimationFrame(update);
  };
  // Tabbing into a hidden header shows it.
  const onFocusIn = () => header.classList.remove(HIDDEN_CLASS);

  const onClick = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="#"]') as HTMLAnchorElement | null;
    if (link) openByHash(doc, link.hash);
  };
  const onHashChange = () => openByHash(doc, win.location.hash);
  // The country switch (`select[data-etl-navigate]`): without JavaScript its form's button submits it.
  const onChange = (event: Event) => {
    const select = event.target as HTMLSelectElement;
    if (!select.matches?.('select[data-etl-navigate]') || !select.value) return;
    const target = new URL(select.value, win.location.href);
    if (target.protocol === 'https:' || target.protocol === 'http:') win.location.assign(target.href);
  };

  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('hashchange', onHashChange);
  header.addEventListener('focusin', onFocusIn);
  doc.addEventListener('click', onClick);
  doc.addEventListener('change', onChange);
  onHashChange();

  // Spec §2: the app-install banner only on the main production host (page config) and on mobile browsers.
  const { productionHost } = readPageConfig(doc);
  if (productionHost && productionHost === win.location.hostname && MOBILE.test(win.navigator.userAgent)) {
    void import('./app-banner.js').then((module) => module.offerAppBanner(doc, props.appUrl ?? '/app')).catch((error: unknown) => {
      console.error('[etalage] page-chrome: the app-install banner did not load', error);
    });
  }

  return () => {
    win.cancelAnimationFrame(frame);
    win.removeEventListener('scroll', onScroll);
    win.removeEventListener('hashchange', onHashChange);
    header.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('change', onChange);
    header.classList.remove(HIDDEN_CLASS);
  };
};

export default enhancePageChrome;
