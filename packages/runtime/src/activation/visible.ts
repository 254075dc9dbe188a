import type { Activation } from './types.js';

/**
 * Start loading a little before the element scrolls into view, from below and from above: a page opened by the
 * back button is scrolled to where the shopper was, with the widgets just above the viewport (the feed's 'Meer
 * producten' above a tall footer) as near as those below.
 */
const ROOT_MARGIN = '256px 0px 256px 0px';

/** One IntersectionObserver for every waiting element of the page, never one per element. */
let observer: IntersectionObserver | null = null;
const waiting = new WeakMap<Element, () => void>();
let waitingCount = 0;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const activate = waiting.get(entry.target);
        stopWatching(entry.target);
        activate?.();
      }
    },
    { rootMargin: ROOT_MARGIN },
  );
  return observer;
}

function stopWatching(element: Element): void {
  if (!waiting.delete(element)) return;
  waitingCount -= 1;
  observer?.unobserve(element);
}

/** How many elements wait for visibility (the runtime's stats and memory tests read it). */
export function visibleWaitingCount(): number {
  return waitingCount;
}

export const visible: Activation = (element, activate) => {
  if (typeof IntersectionObserver !== 'function') {
    activate();
    return () => {};
  }
  waiting.set(element, activate);
  waitingCount += 1;
  sharedObserver().observe(element);
  return () => stopWatching(element);
};
