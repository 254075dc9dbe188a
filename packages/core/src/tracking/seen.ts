import { reportProblem } from '../report-later.js';
/** A card counts as seen at 60% visibility (spec §9). */
export const SEEN_THRESHOLD = 0.6;

type SeenCallback = () => void;

let observer: IntersectionObserver | undefined;
const callbacks = new WeakMap<Element, SeenCallback>();

function sharedObserver(): IntersectionObserver | undefined {
  if (observer) return observer;
  if (typeof IntersectionObserver === 'undefined') return undefined;
  // One observer for every card: hundreds of observers cost more than one with many targets.
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < SEEN_THRESHOLD) continue;
        const callback = callbacks.get(entry.target);
        stopObserving(entry.target);
        try {
          callback?.();
        } catch (error) {
          reportProblem('tracking', 'Seen callback failed', error);
        }
      }
    },
    { threshold: SEEN_THRESHOLD },
  );
  return observer;
}

function stopObserving(element: Element): void {
  callbacks.delete(element);
  observer?.unobserve(element);
}

/**
 * Calls `onSeen` once, when at least 60% of the element is visible. Answers the cleanup for
 * an element removed before it was seen. Without IntersectionObserver nothing is reported.
 */
export function observeSeen(element: Element, onSeen: SeenCallback): () => void {
  const io = sharedObserver();
  if (!io) return () => undefined;
  callbacks.set(element, onSeen);
  io.observe(element);
  return () => stopObserving(element);
}

/** For tests: forget the shared observer. */
export function resetSeenObserver(): void {
  observer?.disconnect();
  observer = undefined;
}
