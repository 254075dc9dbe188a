import type { Enhancer } from '@etalage/runtime';
import { SUBMENU_SAFE_AREA_MS } from '@etalage/core';
import { dismissableLayer } from '../shared/dismissable-layer.js';

const ITEM = '.main-nav-item';
const LINK = '.main-nav-link';
const SUBMENU = '.main-nav-submenu';
const SAFE_AREA_CLASS = 'main-nav-safe-area';
/** On the entry that holds the safe area: lifts it above its neighbours (its link stays above the triangle). */
const SAFE_ITEM_CLASS = 'main-nav-item--safe';
/** Set on an entry whose submenu Escape or a click elsewhere closed, until the focus or the pointer leaves it. */
export const CLOSED_CLASS = 'main-nav-item--closed';

/** A submenu the stylesheet shows right now (it is hidden below lg and while its entry is not hovered or focused). */
function shownSubmenu(item: Element): HTMLElement | null {
  const submenu = item.querySelector<HTMLElement>(`:scope > ${SUBMENU}`);
  if (!submenu) return null;
  const rect = submenu.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 ? submenu : null;
}

/**
 * The header nav's submenus (desktop): a pointer that leaves an entry's link for its submenu on a diagonal
 * crosses the neighbouring entries, whose own `:hover` would swap the submenu. While the pointer is on the
 * link, a triangle from the pointer to the submenu's top corners (an element inside the entry, so it counts as
 * hovering the entry and sits above the neighbours) keeps the submenu; 150 ms after the pointer left the link
 * the triangle goes and plain `:hover` decides again. A submenu the focus opened is a dismissable layer (WAI-ARIA
 * menu pattern): Escape closes it and puts the focus on its entry's link, a click elsewhere (where the focus may
 * stay, as on a partner page's shadow root) closes it; the submenus stay reachable by Tab through `:focus-within`.
 */
const enhanceMainNav: Enhancer<Record<string, never>> = (nav) => {
  const doc = nav.ownerDocument;
  const safeArea = doc.createElement('span');
  safeArea.className = SAFE_AREA_CLASS;
  safeArea.setAttribute('aria-hidden', 'true');
  let timer: ReturnType<typeof setTimeout> | undefined;

  const removeSafeArea = () => {
    clearTimeout(timer);
    timer = undefined;
    safeArea.parentElement?.classList.remove(SAFE_ITEM_CLASS);
    safeArea.remove();
  };

  const onPointerMove = (event: Event) => {
    const { clientX, clientY, target, pointerType } = event as PointerEvent;
    if (pointerType === 'touch' || !(target instanceof Element)) return;
    const link = target.closest(LINK);
    const item = link?.closest(ITEM);
    if (!link || !item || !nav.contains(item)) return;
    const submenu = shownSubmenu(item);
    if (!submenu) return removeSafeArea();
    clearTimeout(timer);
    timer = undefined;
    const box = item.getBoundingClientRect();
    const menu = submenu.getBoundingClientRect();
    // The triangle's box, in the entry's coordinates: from the entry's top to the submenu's top edge, as wide as both.
    const left = Math.min(box.left, menu.left);
    const right = Math.max(box.right, menu.right);
    const bottom = Math.max(0, menu.top - box.top) + 2;
    safeArea.style.left = `${left - box.left}px`;
    safeArea.style.width = `${right - left}px`;
    safeArea.style.height = `${bottom}px`;
    const x = clientX - left;
    const y = clientY - box.top;
    safeArea.style.clipPath = `polygon(${x}px ${y}px, ${menu.left - left}px ${bottom}px, ${menu.right - left}px ${bottom}px)`;
    if (safeArea.parentElement !== item) {
      removeSafeArea();
      item.classList.add(SAFE_ITEM_CLASS);
      item.append(safeArea);
    }
  };

  const onPointerOut = (event: Event) => {
    const { target, relatedTarget } = event as PointerEvent;
    if (!(target instanceof Element)) return;
    const link = target.closest(LINK);
    // Leaving the link (for the safe area or anywhere else) starts the 150 ms; moves inside the link do not.
    if (link && !(relatedTarget instanceof Node && link.contains(relatedTarget)) && safeArea.isConnected && timer === undefined) {
      timer = setTimeout(removeSafeArea, SUBMENU_SAFE_AREA_MS);
    }
    const item = target.closest(ITEM);
    if (item && !(relatedTarget instanceof Node && item.contains(relatedTarget)) && item.classList.contains(CLOSED_CLASS)) {
      item.classList.remove(CLOSED_CLASS);
      // The submenu shows again where the focus still is in its entry.
      if (item.contains(doc.activeElement)) track(item);
    }
  };

  /** The entry whose submenu the focus holds open, as a layer until it closes or the focus leaves it. */
  let layer: Element | null = null;
  let stopLayer = () => {};
  const track = (item: Element | null) => {
    if (item === layer) return;
    stopLayer();
    stopLayer = () => {};
    layer = item && item.querySelector(`:scope > ${SUBMENU}`) && !item.classList.contains(CLOSED_CLASS) ? item : null;
    if (!layer) return;
    const open = layer;
    stopLayer = dismissableLayer(open, (reason) => {
      removeSafeArea();
      open.classList.add(CLOSED_CLASS);
      track(null);
      if (reason === 'escape') open.querySelector<HTMLElement>(`:scope > ${LINK}`)?.focus();
    });
  };
  const focusedItem = (target: EventTarget | null) => (target instanceof Element && nav.contains(target) ? target.closest(ITEM) : null);

  const onFocusIn = (event: Event) => track(focusedItem(event.target));

  const onFocusOut = (event: Event) => {
    const { target, relatedTarget } = event as FocusEvent;
    const item = focusedItem(target);
    if (item && !(relatedTarget instanceof Node && item.contains(relatedTarget))) {
      item.classList.remove(CLOSED_CLASS);
      if (item === layer) track(null);
    }
  };

  nav.addEventListener('pointermove', onPointerMove, { passive: true });
  nav.addEventListener('pointerout', onPointerOut, { passive: true });
  nav.addEventListener('focusin', onFocusIn);
  nav.addEventListener('focusout', onFocusOut);
  // The touch that loaded this code may be the focus that opened a submenu.
  track(focusedItem(doc.activeElement));
  return () => {
    removeSafeArea();
    track(null);
    nav.removeEventListener('pointermove', onPointerMove);
    nav.removeEventListener('pointerout', onPointerOut);
    nav.removeEventListener('focusin', onFocusIn);
    nav.removeEventListener('focusout', onFocusOut);
  };
};

export default enhanceMainNav;
