import type { WidgetDefinition } from '../types.js';

/** The first sign of a shopper: a mouse move, a key, a touch, a wheel (not a scroll, which pages and browsers also cause). */
const FIRST_SIGN_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Fetches the code of the resumed widget types at the first sign of a shopper, so that a later click finds it
 * loaded, even if the connection drops meanwhile. Before that, the page loads nothing it does not show.
 */
export function createPrefetch(doc: Document, prefetchCode: (definition: WidgetDefinition) => void) {
  /** Widget types with resumed elements. */
  const types = new Set<WidgetDefinition>();
  let shopperSeen = false;

  function onFirstSign(): void {
    stop();
    shopperSeen = true;
    types.forEach(prefetchCode);
  }
  function stop(): void {
    for (const type of FIRST_SIGN_EVENTS) doc.removeEventListener(type, onFirstSign, { capture: true });
  }

  return {
    start(): void {
      if (!shopperSeen) for (const type of FIRST_SIGN_EVENTS) doc.addEventListener(type, onFirstSign, { capture: true, passive: true });
    },
    stop,
    /** A type with a resumed element: fetched at once if the shopper is already there. */
    add(definition: WidgetDefinition): void {
      if (types.has(definition)) return;
      types.add(definition);
      if (shopperSeen) prefetchCode(definition);
    },
    /** Back online: what failed to load is fetched again. */
    again(): void {
      if (shopperSeen) types.forEach(prefetchCode);
    },
  };
}
