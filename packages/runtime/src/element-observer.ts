import { schema } from './schema.js';
import type { WorkQueue } from './scheduler.js';
import type { Lifecycle } from './lifecycle/lifecycle.js';

const selector = `[${schema.widgetAttribute}]`;

function widgetElementsIn(node: Node): Element[] {
  if (!(node instanceof Element)) return [];
  const found = [...node.querySelectorAll(selector)];
  if (node.matches(selector)) found.unshift(node);
  return found;
}

/** What the observer tells about: the lifecycle's connect and disconnect, and the elements it tracks. */
export type ElementCallbacks = Pick<Lifecycle, 'connect' | 'disconnect' | 'records' | 'noticed'>;

export interface ElementObserver {
  /** Starts observing the document; the widget elements already in it are connected. */
  start: () => void;
  stop: () => void;
  /** Connects the widget elements inside `root`, in batches on the work queue. */
  scan: (root?: ParentNode) => void;
}

/**
 * Turns the document's mutations into connects and disconnects of widget elements, as Stimulus's layered
 * observers do: inserted server HTML mounts itself, removed HTML unmounts, a renamed widget remounts.
 */
export function createElementObserver(doc: Document, queue: WorkQueue, elements: ElementCallbacks): ElementObserver {
  let observer: MutationObserver | null = null;

  /**
   * One queue task per element, so that a slice of the queue ends as soon as its time is up: a connect runs cold
   * code at first (2-4 ms at 4x CPU), and a task of 8 took up to 32 ms there (bench: slices of 39-97 ms on the
   * product page; 50 per task took over 50 ms before that).
   */
  function connectInBatches(found: Element[]): void {
    for (const element of found) {
      elements.noticed(element);
      queue.push(() => elements.connect(element));
    }
  }

  function onMutations(mutations: MutationRecord[]): void {
    const maybeRemoved = new Set<Element>();
    // Removals first, so that an element moved within one batch is seen as still there.
    for (const mutation of mutations) {
      for (const node of mutation.removedNodes) {
        for (const element of widgetElementsIn(node)) if (elements.records.has(element)) maybeRemoved.add(element);
      }
    }
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') {
        const element = mutation.target as Element;
        elements.disconnect(element);
        if (element.isConnected && element.hasAttribute(schema.widgetAttribute)) elements.connect(element);
        continue;
      }
      for (const node of mutation.addedNodes) if (node.isConnected) connectInBatches(widgetElementsIn(node));
    }
    if (maybeRemoved.size === 0) return;
    // A moved element is back in the document by now: only what stays out is disconnected.
    queueMicrotask(() => {
      for (const element of maybeRemoved) if (!element.isConnected) elements.disconnect(element);
    });
  }

  // Elements already tracked are left out: after the page registry arrives, a rescan of a 60-card listing queued
  // 300 connects that each found their element's record.
  const scan = (root: ParentNode = doc) => connectInBatches([...root.querySelectorAll(selector)].filter((element) => !elements.records.has(element)));

  return {
    start() {
      observer = new MutationObserver(onMutations);
      observer.observe(doc, { childList: true, subtree: true, attributes: true, attributeFilter: [schema.widgetAttribute] });
      scan(doc);
    },
    stop() {
      observer?.disconnect();
      observer = null;
    },
    scan,
  };
}
