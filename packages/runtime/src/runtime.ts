import { visibleWaitingCount } from './activation/index.js';
import { touchWaitingCount, listenToTouches } from './activation/touch.js';
import { createWorkQueue } from './scheduler.js';
import { createSettling } from './settling.js';
import { createRegistry } from './registry.js';
import { createElementObserver } from './element-observer.js';
import { createLifecycle } from './lifecycle/lifecycle.js';
import { isLive } from './lifecycle/element-record.js';
import { createResumer } from './resume/resumer.js';
import type { RuntimeStore, WidgetDefinition } from './types.js';

export interface RuntimeStats {
  /** Widget elements the runtime tracks (waiting, loading, live or failed). */
  connected: number;
  /** Widgets live right now: rendered, enhanced or resumed from the server's markup. */
  mounted: number;
  /** Component roots rendered right now (each resumed widget renders only once touched or changed). */
  rendered: number;
  /** Elements waiting in the shared IntersectionObserver. */
  waitingForVisibility: number;
  /** Callbacks waiting for a first touch (delegated: no listener per element). */
  waitingForTouch: number;
}

export interface Runtime {
  /** Starts observing the document and mounts what is already there. */
  start: () => void;
  /** Connects the widget elements inside `root` (the observer does this by itself for inserted HTML). */
  scan: (root?: ParentNode) => void;
  /** Reconciles the whole document: disconnects what left it and connects what is new. */
  refresh: () => void;
  /** Stops observing and unmounts every widget. */
  stop: () => void;
  /** Adds a widget type (e.g. from a partner page's own bundle) and mounts its elements. */
  register: (definition: WidgetDefinition) => void;
  stats: () => RuntimeStats;
  /** Resolves once nothing is loading or queued: every activated widget is live or has failed. */
  whenSettled: () => Promise<void>;
}

export interface RuntimeOptions {
  /** The page's store: resumed widgets read it (`start`, `needsRender`) through one subscription. */
  store?: RuntimeStore;
  /**
   * Widget types only some pages have (the user lists, admin tools, the review list): a chunk loaded the first
   * time the page holds a widget name the entry's registry does not know, so that the entry stays small. It retries
   * its chunk's import itself (`() => loadWithRetry(importChunk).then(pickTheList)`).
   */
  moreDefinitions?: () => Promise<WidgetDefinition[]>;
  /**
   * Where a widget's component renders instead of its element (partner pages: a container inside the element's
   * shadow root, so that the host page's CSS and the widget's CSS stay apart).
   */
  container?: (element: Element) => Element;
  /**
   * What the frame of a dialog says while the dialog's code is on its way ('Laden…' on the storefront: the widgets
   * supply it). A held click on a resumed widget's button that opens a dialog (`aria-haspopup="dialog"`) draws the
   * frame at once (dialog-frame.ts); without this option it draws none.
   */
  dialogFrame?: string;
}

/** Wires the runtime's parts (see the README's "How it works") and keeps its public API. */
export function createRuntime(definitions: Iterable<WidgetDefinition>, doc: Document = document, options: RuntimeOptions = {}): Runtime {
  const { store, container, dialogFrame } = options;
  const queue = createWorkQueue();
  // The resumed widgets' starts (like lookups, header counts) run in a task of their own once nothing is queued and
  // the code of the widgets activated without a touch has arrived: those go live first, and the starts' work does
  // not hold back the last enhancers. Code a touch asked for holds nothing: a start may be what answers that touch
  // (Escape on the filter sheet while its code loads). A second timer before the first ran finds no starts left.
  const settling = createSettling(
    () => queue.size() > 0 || resumer.pendingStarts() > 0,
    () =>
      resumer.pendingStarts() &&
      !queue.size() &&
      setTimeout(() => {
        resumer.runStarts();
        settling.check();
      }),
  );
  const registry = createRegistry(definitions, options.moreDefinitions, (loading) => {
    void settling.track(loading.then(() => observer.scan(doc)), 1);
  });
  const lifecycle = createLifecycle({
    registry,
    queue,
    settling,
    container,
    resume: (element, record, touch) => resumer.resume(element, record, touch),
    onDisconnect: (element, record) => resumer.forget(element, record),
  });
  const { records, connected, disconnect } = lifecycle;
  const observer = createElementObserver(doc, queue, lifecycle);
  const resumer = createResumer({ doc, queue, settling, store, lifecycle, dialogFrame });
  queue.onEmpty(settling.check);
  let running = false;
  let stopListeningToTouches: (() => void) | undefined;

  return {
    start() {
      if (running) return;
      running = true;
      stopListeningToTouches = listenToTouches(doc, lifecycle.touched);
      resumer.start();
      observer.start();
    },
    scan: observer.scan,
    refresh() {
      for (const element of [...connected]) if (!element.isConnected) disconnect(element);
      observer.scan(doc);
    },
    stop() {
      running = false;
      stopListeningToTouches?.();
      observer.stop();
      resumer.stop();
      queue.clear();
      for (const element of [...connected]) disconnect(element);
      settling.check();
    },
    register(definition) {
      registry.add(definition);
      observer.scan(doc);
    },
    stats() {
      const tracked = [...connected].map((element) => records.get(element)!);
      return {
        connected: connected.size,
        mounted: tracked.filter(isLive).length,
        rendered: tracked.filter((record) => record.mounted && !record.definition.enhance).length,
        waitingForVisibility: visibleWaitingCount(),
        waitingForTouch: touchWaitingCount(),
      };
    },
    whenSettled: settling.whenSettled,
  };
}
