/**
 * The page behind an open dialog or the search overlay does not scroll. Held by owners, so a stacked dialog that
 * closes leaves the page locked while another still holds it. Sets the `etl-scroll-locked` class (the widget
 * stylesheet) and an inline `overflow: hidden` on the root: on a partner page the stylesheet lives inside shadow
 * roots and cannot reach the host's `<html>`. Inline styles set through the CSSOM are allowed under a strict CSP.
 */
const CLASS = 'etl-scroll-locked';
const holders = new Set<object>();
let previousOverflow = '';

export function lockPageScroll(owner: object): void {
  const root = document.documentElement;
  if (!holders.size) {
    previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    root.classList.add(CLASS);
  }
  holders.add(owner);
}

export function releasePageScroll(owner: object): void {
  if (!holders.delete(owner) || holders.size) return;
  const root = document.documentElement;
  root.style.overflow = previousOverflow;
  root.classList.remove(CLASS);
}
