/**
 * One set of delegated listeners on the document for every element that waits for the shopper's first
 * touch (hover, focus, touch or click), instead of three listeners per element: a listing of 60 cards
 * would otherwise add hundreds of listeners.
 */
const TOUCH_EVENTS = ['pointerover', 'focusin', 'touchstart', 'click'] as const;

/** Answers false to keep waiting (the event was not the kind of touch it waits for). */
export type TouchCallback = (event: Event) => boolean | void;

const waiting = new WeakMap<Element, Set<TouchCallback>>();
let waitingCount = 0;
const listening = new WeakSet<Document>();

/**
 * Sees every element a touch passes, after the callbacks waiting for it: the document's runtime acts on widgets
 * that wait for something else (visibility, their turn in the work queue), so that no touch on them is lost.
 */
export type TouchListener = (node: Element, event: Event) => void;
const listeners = new WeakMap<Document, TouchListener>();

function onTouch(this: Document, event: Event): void {
  const listener = listeners.get(this);
  let node = event.target instanceof Element ? event.target : null;
  while (node) {
    const callbacks = waiting.get(node);
    if (callbacks) {
      for (const callback of [...callbacks]) {
        if (callback(event) === false) continue;
        // A callback may have cancelled itself or registered again while it ran.
        if (callbacks.delete(callback)) waitingCount -= 1;
      }
      if (callbacks.size === 0 && waiting.get(node) === callbacks) waiting.delete(node);
    }
    listener?.(node, event);
    node = node.parentElement;
  }
}

/** Makes `listener` see every touch in `doc` (one per document, as there is one runtime per document); the result ends that. */
export function listenToTouches(doc: Document, listener: TouchListener): () => void {
  listenForTouches(doc);
  listeners.set(doc, listener);
  return () => listeners.delete(doc);
}

/** Installs the delegated listeners (once per document; the runtime does it on start, so their count stays constant). */
export function listenForTouches(doc: Document): void {
  if (listening.has(doc)) return;
  listening.add(doc);
  // Capture phase: a widget wakes before the event reaches its own (not yet attached) handlers.
  for (const type of TOUCH_EVENTS) doc.addEventListener(type, onTouch, { capture: true, passive: type !== 'click' });
}

/** Calls `callback` once (unless it answers false), on the first touch of `target` or anything inside it; the result cancels the wait. */
export function waitForTouch(target: Element, callback: TouchCallback): () => void {
  listenForTouches(target.ownerDocument);
  let callbacks = waiting.get(target);
  if (!callbacks) waiting.set(target, (callbacks = new Set()));
  callbacks.add(callback);
  waitingCount += 1;
  const registered = callbacks;
  return () => {
    if (!registered.delete(callback)) return;
    waitingCount -= 1;
    if (registered.size === 0 && waiting.get(target) === registered) waiting.delete(target);
  };
}

/** How many callbacks wait for a touch (the runtime's stats and memory checks read it). */
export function touchWaitingCount(): number {
  return waitingCount;
}

/** A mouse over or focus inside: a touch that means the shopper is there (a finger scrolling past is not). */
export function isHoverOrFocus(event: Event): boolean {
  if (event.type === 'focusin') return true;
  return event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'touch';
}
