import { HEADER_SCROLL_THRESHOLD_PX } from '@etalage/core';
import type { PageChromeJob } from './page-chrome-model.js';
import { listen } from './listen.js';

export const HIDDEN_CLASS = 'etl-page-header--hidden';
/** What holds the header shown: the open search overlay, a main-nav submenu under the pointer or the focus. */
const HOLDS = '.etl-search-overlay--open, .main-nav-item:hover, .main-nav-item:focus-within';

/** Hides the header on scrolling down past its height (not while pressed) and shows it on scrolling up or focus. */
export const hideHeaderOnScroll: PageChromeJob = (header) => {
  const win = header.ownerDocument.defaultView!;
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
  // Tabbing into a hidden header shows it (and so does the cleanup).
  const onFocusIn = () => header.classList.remove(HIDDEN_CLASS);

  const removals = [
    listen(win, 'scroll', onScroll, { passive: true }),
    listen(header, 'focusin', onFocusIn),
    listen(header, 'pointerdown', onPress),
    listen(win, 'pointerup', onRelease, true),
    listen(win, 'pointercancel', onRelease, true),
  ];
  return () => {
    win.cancelAnimationFrame(frame);
    removals.forEach((remove) => remove());
    onFocusIn();
  };
};
