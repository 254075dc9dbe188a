import type { Enhancer } from '@etalage/runtime';
import { AttributeName } from '@etalage/runtime/attribute-names';
import { HEADER_SCROLL_THRESHOLD_PX, reportProblem } from '@etalage/core';
import { PURCHASE_CLICK_EVENT, trackPurchaseClick } from '@etalage/core/tracking';
import { getStore } from '@etalage/store/store';

export interface PageChromeProps {
  /** Where the app-install banner's link goes when the browser offers no install prompt (the app's store page). */
  appUrl?: string;
}

export const HIDDEN_CLASS = 'etl-page-header--hidden';
/** What holds the header shown: the open search overlay, a main-nav submenu under the pointer or the focus. */
const HOLDS = '.etl-search--open, .main-nav-item:hover, .main-nav-item:focus-within';

const MOBILE = /Mobi|Android|iPhone|iPad|iPod/i;
const siteOf = (host: string) => host.replace(/^www\./, '');

/**
 * Whether this page has attribution work (spec §9): campaign parameters, or a referrer from another site.
 * Navigation inside the site and direct visits (direct/none, the default, never written) have none, so most
 * pages never load the attribution chunk.
 */
export function hasAttributionWork(url: URL, referrer: string): boolean {
  if (/[?&](utm_(source|medium|campaign|term|content)|gclid)=/.test(url.search)) return true;
  try {
    return !!referrer && siteOf(new URL(referrer).hostname) !== siteOf(url.hostname);
  } catch {
    return false;
  }
}

const failed = (what: string) => (error: unknown) => reportProblem('page-chrome', `${what} did not load`, error);

/** Opens the `<details>` (footer accordion, FAQ) that holds the element a hash names. */
function openByHash(doc: Document, hash: string): void {
  try {
    const details = hash.length > 1 && doc.getElementById(decodeURIComponent(hash.slice(1)))?.closest('details');
    if (details) details.open = true;
  } catch {
    // a malformed escape in the hash
  }
}

/**
 * `data-etl-widget="page-chrome"` on the site header, every page, when idle: attribution, the header that hides on
 * scrolling down (not while pressed) and shows on scrolling up, hash links that open the footer's accordion, the
 * country switch that navigates on change, and (rarely) the app-install banner's lazy chunk.
 */
const enhancePageChrome: Enhancer<PageChromeProps> = (header, props) => {
  const doc = header.ownerDocument;
  const win = doc.defaultView!;
  const url = new URL(win.location.href);
  if (hasAttributionWork(url, doc.referrer)) {
    void import('./attribution.js').then((module) => module.attribute(doc, url.href, doc.referrer)).catch(failed('the attribution'));
  }

  let lastY = win.scrollY;
  let frame = 0;
  // A press on the header holds it until released: a scroll the shopper did not make (scroll anchoring as the rows
  // above take their real height) slid 'Inloggen' away between the press and the release, and the click went to
  // the header's background. (A finger that scrolls the page instead is released by its pointercancel.)
  let pressed = false;
  // The main button only: a right click's release may go to the context menu, and the header would stay held.
  const onPress = (event: Event) => void (pressed = (event as PointerEvent).button === 0);
  const onRelease = () => void (pressed = false);
  const update = () => {
    frame = 0;
    const y = Math.max(0, win.scrollY);
    if (y === lastY) return;
    const down = y > lastY;
    lastY = y;
    const hide = down && !pressed && y > Math.max(HEADER_SCROLL_THRESHOLD_PX, (header as HTMLElement).offsetHeight) && !header.querySelector(HOLDS);
    header.classList.toggle(HIDDEN_CLASS, hide);
  };
  const onScroll = () => {
    if (!frame) frame = win.requestAnimationFrame(update);
  };
  // Tabbing into a hidden header shows it.
  const onFocusIn = () => header.classList.remove(HIDDEN_CLASS);

  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    const link = target?.closest?.('a[href^="#"]') as HTMLAnchorElement | null;
    if (link) openByHash(doc, link.hash);
    const purchase = target?.closest?.(`a[${AttributeName.Purchase}]`);
    if (purchase) sendPurchaseClick(purchase);
  };
  const onHashChange = () => openByHash(doc, win.location.hash);
  // The country switch (`select[data-etl-navigate]`): without JavaScript its form's button submits it.
  const onChange = (event: Event) => {
    const select = event.target as HTMLSelectElement;
    if (!select.matches?.(`select[${AttributeName.Navigate}]`) || !select.value) return;
    const target = new URL(select.value, win.location.href);
    if (target.protocol === 'https:' || target.protocol === 'http:') win.location.assign(target.href);
  };

  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('hashchange', onHashChange);
  header.addEventListener('focusin', onFocusIn);
  header.addEventListener('pointerdown', onPress);
  win.addEventListener('pointerup', onRelease, true);
  win.addEventListener('pointercancel', onRelease, true);
  doc.addEventListener('click', onClick);
  doc.addEventListener('change', onChange);
  onHashChange();

  // Spec §2: the app-install banner only on the main production host (the page config the embed read) and on
  // mobile browsers.
  const { productionHost } = getStore().getState().config;
  if (productionHost && productionHost === win.location.hostname && MOBILE.test(win.navigator.userAgent)) {
    void import('./app-banner.js').then((module) => module.offerAppBanner(doc, props.appUrl ?? '/app')).catch(failed('the app-install banner'));
  }

  return () => {
    win.cancelAnimationFrame(frame);
    win.removeEventListener('scroll', onScroll);
    win.removeEventListener('hashchange', onHashChange);
    header.removeEventListener('focusin', onFocusIn);
    header.removeEventListener('pointerdown', onPress);
    win.removeEventListener('pointerup', onRelease, true);
    win.removeEventListener('pointercancel', onRelease, true);
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('change', onChange);
    header.classList.remove(HIDDEN_CLASS);
  };
};

/**
 * A click-through outside a card (the product page's 'Ga naar de shop'): its `purchase_click`, and a conversion of
 * the page's experiments, as a card's shop link sends them (product-card.ts).
 */
function sendPurchaseClick(link: Element): void {
  const variantId = Number(link.getAttribute(AttributeName.Variant));
  const clickSource = Number(link.getAttribute(AttributeName.Purchase));
  // Whole numbers from 1 (not isClickSource: its module carries the ClickSource enum, 1.8 KB, into every page).
  const isId = (value: number) => Number.isSafeInteger(value) && value >= 1;
  if (!isId(variantId) || !isId(clickSource)) {
    reportProblem('page-chrome', `a purchase link needs ${AttributeName.Variant} (a variant id) and ${AttributeName.Purchase} (a click source):`, link);
    return;
  }
  trackPurchaseClick({ variant_id: variantId, click_source: clickSource, position: null });
  globalThis.__etalageConversion?.(PURCHASE_CLICK_EVENT, { variant_id: variantId, click_source: clickSource });
}

export default enhancePageChrome;
