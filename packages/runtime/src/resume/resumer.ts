import { isHoverOrFocus, waitForTouch } from '../activation/touch.js';
import { reportRuntimeProblem } from '../report-error.js';
import { loadCode } from '../lifecycle/load-code.js';
import type { WidgetComponent } from '../lifecycle/render.js';
import { takeClick, type HeldClick } from './held-clicks.js';
import { removeDialogFrames } from '../dialog-frame.js';
import { AttributeName } from '../attribute-names.js';
import { createGroupedCalls } from './grouped-calls.js';
import { createPrefetch } from './prefetch.js';
import type { ElementRecord } from '../lifecycle/element-record.js';
import type { Lifecycle } from '../lifecycle/lifecycle.js';
import type { WorkQueue } from '../scheduler.js';
import type { Settling } from '../settling.js';
import type { RuntimeStore } from '../types.js';

export interface ResumerOptions {
  doc: Document;
  queue: WorkQueue;
  settling: Settling;
  store?: RuntimeStore;
  lifecycle: Lifecycle;
  dialogFrame?: string;
}

/**
 * Resumes prerendered widgets (live from the server's markup, without their code) and wakes them: renders
 * over that markup on the first touch or once the store no longer matches it, clicks held meanwhile. No
 * listener per element: the lifecycle's touch listener passes touches on resumed elements to `resume`.
 */
export function createResumer({ doc, queue, settling, store, lifecycle, dialogFrame }: ResumerOptions) {
  const { records, isCurrent, setState, renderParts } = lifecycle;
  const groups = createGroupedCalls(store, lifecycle);
  // In the work queue, not in the input's handler: starting a dozen imports took 65-90 ms at 4x CPU inside the
  // first pointermove, which the click right after it waited for (bench, first interaction).
  const prefetch = createPrefetch(doc, (definition) => {
    queue.push(() => void settling.track(loadCode(definition)).catch(() => {})); // offline: the touch itself tries again
  });
  /** Resumed widgets the store may wake (one subscription for all of them). */
  const watched = new Set<Element>();
  const held = new WeakMap<ElementRecord, HeldClick>();
  let unsubscribe: (() => void) | null = null;
  let checkQueued = false;

  const needsRender = (record: ElementRecord) => record.definition.resume?.needsRender?.(record.props, store?.getState()) ?? false;
  const hold = (element: Element, record: ElementRecord, event: Event) => {
    const click = takeClick(element, record, event, store?.getState(), dialogFrame);
    if (click) held.set(record, click);
  };

  /**
   * An activated prerendered element (resumed: the server's markup is the live widget), or a touch on one (the
   * lifecycle's touch listener sees every touch): the touch wakes it, or is held while it wakes.
   */
  function resume(element: Element, record: ElementRecord, touch?: Event): void {
    if (!isCurrent(element, record)) return;
    if (record.state === 'waiting') start(element, record);
    if (!touch) return;
    if (record.state === 'waking') hold(element, record, touch);
    else wake(element, record, touch);
  }

  function start(element: Element, record: ElementRecord): void {
    const spec = record.definition.resume!;
    setState(element, record, 'resumed');
    groups.start(element, record);
    prefetch.add(record.definition);
    const scope = spec.wakeScope ? element.closest(spec.wakeScope) : null;
    // A mouse over the scope or focus inside it wakes the widget; a finger scrolling past it does not.
    if (scope) record.cancel = waitForTouch(scope, (event) => (isHoverOrFocus(event) ? wake(element, record, null) : false));
    if (!spec.needsRender || !store) return;
    watched.add(element);
    unsubscribe ??= store.subscribe(() => {
      // Many updates in one tick (a batch of like lookups) make one pass over the resumed widgets.
      if (checkQueued) return;
      checkQueued = true;
      queueMicrotask(checkStore);
    });
    if (needsRender(record)) wake(element, record, null);
  }

  function checkStore(): void {
    checkQueued = false;
    for (const element of watched) {
      const record = records.get(element);
      if (record && needsRender(record)) wake(element, record, null);
    }
  }

  /** Loads a resumed widget's code and renders it over the server's markup (hydration: focus and hover stay put). */
  function wake(element: Element, record: ElementRecord, event: Event | null): void {
    if (record.state !== 'resumed' || !isCurrent(element, record)) return;
    // The scope's wait, if any, stays until its hover or the element leaves: waking twice is a no-op.
    record.state = 'waking';
    watched.delete(element);
    // This click, and those until the widget has rendered (see `resume`), are held.
    if (event) hold(element, record, event);
    const stillWaking = () => isCurrent(element, record) && record.state === 'waking';
    // Loading starts in the queue's next slice: the touch's own handler stays short, so the input that follows
    // (the click after a hover) is handled first.
    queue.push(() => void settling.track(
      loadCode(record.definition).then(
        ([module, renderer]) => {
          // Queued (a slice of its own); the queue keeps `whenSettled` waiting until it ran or was cleared.
          queue.push(() => {
            if (!stillWaking()) return;
            // Hydration adopts the server's nodes as they are: only right while the state still matches them.
            const click = held.get(record);
            held.delete(record);
            renderer!.renderWoken(renderParts, element, record, module.default as WidgetComponent, needsRender(record), click);
          });
        },
        (error: unknown) => {
          // The server's markup stays as it is; the next touch, a store change, or the browser coming back
          // online tries again.
          reportRuntimeProblem('codeNotLoaded', element, record.definition.name, error);
          held.delete(record);
          // What the click drew (its busy mark, a dialog's frame) goes: the shopper can click again.
          removeDialogFrames(doc);
          element.querySelectorAll(`[${AttributeName.Pending}]`).forEach((marked) => marked.removeAttribute(AttributeName.Pending));
          if (!stillWaking()) return;
          record.state = 'resumed';
          if (record.definition.resume?.needsRender) watched.add(element);
        },
      ),
    ));
  }

  /** Back online: widgets whose code failed to load ask the store again, and prefetching starts over. */
  function onOnline(): void {
    checkStore();
    prefetch.again();
  }

  return {
    resume,
    /** An element left the page: the store no longer wakes it, and its type's stop is owed. */
    forget(element: Element, record: ElementRecord): void {
      watched.delete(element);
      groups.stop(record);
    },
    /** The starts of the elements resumed in a burst (the work queue calls it when it is empty). */
    runStarts: groups.runStarts,
    pendingStarts: groups.pendingStarts,
    start(): void {
      prefetch.start();
      doc.defaultView?.addEventListener('online', onOnline);
    },
    stop(): void {
      prefetch.stop();
      doc.defaultView?.removeEventListener('online', onOnline);
      unsubscribe?.();
      unsubscribe = null;
      groups.clear();
    },
  };
}
