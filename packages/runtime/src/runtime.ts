import { activationStrategies, schema, type ActivationStrategy } from './schema.js';
import { activations, visibleWaitingCount, type Cancel } from './activation/index.js';
import { listenForTouches, waitForTouch, touchWaitingCount } from './activation/touch.js';
import { parseProps } from './parse-props.js';
import { loadWithRetry } from './load-with-retry.js';
import { createWorkQueue } from './scheduler.js';
import type { MountedWidget } from './mount-widget.js';
import { reportWidgetError, describeElement } from './report-error.js';
import type { ComponentType } from 'react';
import type { Enhancer, RuntimeStore, WidgetDefinition } from './types.js';

/** The component renderer (preact/compat on the storefront) is a chunk of its own: pages that only resume never load it. */
const loadRenderer = () => import('./mount-widget.js');

function enhanceElement(element: Element, enhancer: Enhancer<Record<string, unknown>>, props: Record<string, unknown>): MountedWidget {
  const cleanup = enhancer(element, props);
  return { unmount: () => cleanup?.() };
}

interface ElementRecord {
  definition: WidgetDefinition;
  props: Record<string, unknown>;
  /** 'mounted' means live: rendered, enhanced, or resumed from the server's markup. */
  state: 'waiting' | 'loading' | 'mounted' | 'error';
  cancelActivation?: Cancel;
  /** A resumed widget waits for its first touch (cancelled when it renders or leaves). */
  cancelTouch?: Cancel;
  /** Set while a resumed widget loads its code to render. */
  upgrading?: boolean;
  /** A button clicked before the widget could handle it: clicked again once it has rendered. */
  replayClick?: HTMLElement;
  /** `resume.start` ran for this element, so `resume.stop` is owed when it leaves. */
  started?: boolean;
  mounted?: MountedWidget;
}

export interface RuntimeStats {
  /** Widget elements the runtime tracks (waiting, loading, mounted or failed). */
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
   * time the page holds a widget name the entry's registry does not know, so that the entry stays small.
   */
  moreDefinitions?: () => Promise<WidgetDefinition[]>;
  /**
   * Where a widget's component renders instead of its element (partner pages: a container inside the element's
   * shadow root, so that the host page's CSS and the widget's CSS stay apart).
   */
  container?: (element: Element) => Element;
}

const selector = `[${schema.widgetAttribute}]`;

function widgetElementsIn(node: Node): Element[] {
  if (!(node instanceof Element)) return [];
  const found = [...node.querySelectorAll(selector)];
  if (node.matches(selector)) found.unshift(node);
  return found;
}

/** What a click on a resumed widget may land on: its buttons and the areas marked as acting like one. */
const CLICKABLE = `button, [${schema.clickableAttribute}]`;

/** The button a click landed on inside a widget, if any: the click to replay once the widget has rendered. */
function clickedButton(event: Event, element: Element): HTMLElement | null {
  if (event.type !== 'click' || !(event.target instanceof Element)) return null;
  const button = event.target.closest<HTMLElement>(CLICKABLE);
  return button && element.contains(button) ? button : null;
}

/** Resume starts and stops are collected per widget type: one call for all elements of a burst. */
function addToGroup<Item>(groups: Map<WidgetDefinition, Item[]>, definition: WidgetDefinition, item: Item): void {
  const group = groups.get(definition);
  if (group) group.push(item);
  else groups.set(definition, [item]);
}

function isHoverOrFocus(event: Event): boolean {
  if (event.type === 'focusin') return true;
  return event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'touch';
}

export function createRuntime(definitions: Iterable<WidgetDefinition>, doc: Document = document, options: RuntimeOptions = {}): Runtime {
  const registry = new Map<string, WidgetDefinition>();
  for (const definition of definitions) registry.set(definition.name, definition);
  const records = new WeakMap<Element, ElementRecord>();
  /** Strong references only while connected, so that stop() and refresh() can reach every widget. */
  const connected = new Set<Element>();
  /** Resumed widgets that may need to render when the store changes (one subscription for all of them). */
  const resumed = new Set<Element>();
  /** What was last reported per element, so that a removed and re-added element is not reported twice. */
  const reported = new WeakMap<Element, string>();
  const isNewReport = (element: Element, what: string) => reported.get(element) !== what && Boolean(reported.set(element, what));
  let moreDefinitions: 'not loaded' | 'loading' | 'loaded' = options.moreDefinitions ? 'not loaded' : 'loaded';
  const queue = createWorkQueue();
  let observer: MutationObserver | null = null;
  let unsubscribeStore: (() => void) | null = null;
  let storeCheckQueued = false;
  let mountedCount = 0;
  let renderedCount = 0;
  /** Widgets whose code is loading (activation or upgrade). */
  let loadingCount = 0;
  let settleWaiters: (() => void)[] = [];
  /** Widget types with resumed elements, whose code is fetched on the shopper's first interaction with the page. */
  const resumedTypes = new Set<WidgetDefinition>();
  let warmedUp = false;

  /** Counts a code load for `whenSettled` until it is over, whatever its outcome. */
  function trackLoading<T>(loading: Promise<T>): Promise<T> {
    loadingCount += 1;
    return loading.finally(() => {
      loadingCount -= 1;
      settleIfIdle();
    });
  }
  /** A widget's code, with the renderer unless it is an enhancer (both cached by loadWithRetry). */
  const loadCode = (definition: WidgetDefinition) =>
    Promise.all([loadWithRetry(definition.load), definition.enhance ? null : loadWithRetry(loadRenderer)]);

  function settleIfIdle(): void {
    if (loadingCount > 0 || queue.size() > 0 || pendingStarts.size > 0 || settleWaiters.length === 0) return;
    const waiters = settleWaiters;
    settleWaiters = [];
    for (const resolve of waiters) resolve();
  }
  /**
   * `resume.start` calls of one burst of mounting run together once the burst is done, in one task: the like
   * lookups they start then go out as one batch per item type (spec: batched on the next tick), not one per slice.
   */
  let pendingStarts = new Map<WidgetDefinition, { element: Element; record: ElementRecord }[]>();
  queue.onEmpty(() => {
    const starts = pendingStarts;
    pendingStarts = new Map();
    for (const [definition, waiting] of starts) {
      const group = waiting.filter(({ element, record }) => isCurrent(element, record) && record.state === 'mounted');
      if (group.length === 0) continue;
      for (const { record } of group) record.started = true;
      try {
        definition.resume!.start!(
          group.map(({ record }) => record.props),
          options.store?.getState(),
        );
      } catch (error) {
        for (const { element, record } of group) fail(element, record, 'resume', error);
      }
    }
    settleIfIdle();
  });

  function activationFor(element: Element, definition: WidgetDefinition): ActivationStrategy {
    const override = element.getAttribute(schema.activateAttribute);
    if (override === null) return definition.activation;
    if ((activationStrategies as readonly string[]).includes(override)) return override as ActivationStrategy;
    console.error(
      `[etalage] widget "${definition.name}" on <${describeElement(element)}>: ${schema.activateAttribute} must be one of ${activationStrategies.join(', ')}, got "${override}"; using "${definition.activation}"`,
    );
    return definition.activation;
  }

  function connect(element: Element): void {
    if (records.has(element) || !element.isConnected) return;
    const name = element.getAttribute(schema.widgetAttribute) ?? '';
    const definition = registry.get(name);
    if (!definition) {
      if (moreDefinitions !== 'loaded') {
        if (moreDefinitions === 'not loaded') loadMoreDefinitions();
        return;
      }
      if (isNewReport(element, name)) {
        console.error(`[etalage] unknown widget "${name}" on <${describeElement(element)}>; known: ${[...registry.keys()].join(', ')}`);
      }
      return;
    }
    const parsed = parseProps(element, definition.props);
    if (!parsed.ok) {
      records.set(element, { definition, props: {}, state: 'error' });
      connected.add(element);
      const { attribute, message } = parsed.error;
      if (isNewReport(element, message)) reportWidgetError(element, { widget: name, phase: 'props', attribute, error: new Error(message) });
      else element.setAttribute(schema.stateAttribute, 'error');
      return;
    }
    const record: ElementRecord = { definition, props: parsed.props, state: 'waiting' };
    records.set(element, record);
    connected.add(element);
    record.cancelActivation = activations[activationFor(element, definition)](element, () => activate(element, record));
  }

  /** Registers the second registry, then connects what waited for it; a name still unknown is reported then. */
  function loadMoreDefinitions(): void {
    moreDefinitions = 'loading';
    const done = () => {
      moreDefinitions = 'loaded';
      scan(doc);
    };
    void trackLoading(
      loadWithRetry(options.moreDefinitions!).then(
        (list) => {
          for (const more of list) if (!registry.has(more.name)) registry.set(more.name, more);
          done();
        },
        (error: unknown) => {
          console.error('[etalage] the registry of page-specific widgets could not be loaded:', error);
          done();
        },
      ),
    );
  }

  const isCurrent = (element: Element, record: ElementRecord) => records.get(element) === record;

  function markMounted(element: Element, record: ElementRecord): void {
    record.state = 'mounted';
    mountedCount += 1;
    element.setAttribute(schema.stateAttribute, 'mounted');
  }

  function fail(element: Element, record: ElementRecord, phase: 'load' | 'resume' | 'render', error: unknown): void {
    if (record.state === 'mounted') mountedCount -= 1;
    record.state = 'error';
    reportWidgetError(element, { widget: record.definition.name, phase, error });
  }

  function activate(element: Element, record: ElementRecord): void {
    record.cancelActivation = undefined;
    if (record.definition.resume && element.hasAttribute(schema.prerenderedAttribute)) {
      queue.push(() => resume(element, record));
      return;
    }
    record.state = 'loading';
    element.setAttribute(schema.stateAttribute, 'loading');
    const { definition } = record;
    void trackLoading(
      loadCode(definition).then(
        ([module, renderer]) => {
          if (!isCurrent(element, record) || record.state !== 'loading') return; // removed while loading
          queue.push(() => {
            if (!isCurrent(element, record) || record.state !== 'loading') return;
            try {
              if (definition.enhance) {
                record.mounted = enhanceElement(element, module.default as Enhancer<Record<string, unknown>>, record.props);
              } else {
                render(element, record, renderer!.mountWidget, module.default as ComponentType<Record<string, unknown>>, false);
                if (record.state !== 'loading') return; // the first render already failed
              }
              markMounted(element, record);
            } catch (error) {
              fail(element, record, 'render', error);
            }
          });
        },
        (error: unknown) => {
          if (isCurrent(element, record)) fail(element, record, 'load', error);
        },
      ),
    );
  }

  function render(
    element: Element,
    record: ElementRecord,
    mountWidget: typeof import('./mount-widget.js').mountWidget,
    Widget: ComponentType<Record<string, unknown>>,
    hydrate: boolean,
  ): void {
    let mounted: MountedWidget | undefined;
    let failed = false;
    mounted = mountWidget(
      element,
      Widget,
      record.props,
      (error) => {
        // preact fails during mountWidget (nothing counted yet), React a moment later.
        failed = true;
        if (mounted && record.mounted === mounted) {
          renderedCount -= 1;
          record.mounted = undefined;
        }
        fail(element, record, 'render', error);
      },
      { hydrate, container: options.container },
    );
    if (failed) return;
    record.mounted = mounted;
    renderedCount += 1;
  }

  /** Mounts a prerendered widget without rendering: its markup is already the widget's first render. */
  function resume(element: Element, record: ElementRecord): void {
    if (!isCurrent(element, record) || record.state !== 'waiting') return;
    const spec = record.definition.resume!;
    markMounted(element, record);
    if (spec.start) addToGroup(pendingStarts, record.definition, { element, record });
    if (!resumedTypes.has(record.definition)) {
      resumedTypes.add(record.definition);
      if (warmedUp) prefetch(record.definition);
    }
    record.cancelTouch = waitForTouch(element, (event) => upgrade(element, record, event));
    const scope = spec.wakeScope ? element.closest(spec.wakeScope) : null;
    if (scope) {
      // A mouse over the scope or focus inside it wakes the widget; a finger scrolling past it does not.
      const cancelOwn = record.cancelTouch;
      const cancelScope = waitForTouch(scope, (event) => {
        if (!isHoverOrFocus(event)) return false;
        upgrade(element, record, null);
      });
      record.cancelTouch = () => {
        cancelOwn();
        cancelScope();
      };
    }
    if (spec.needsRender && options.store) {
      resumed.add(element);
      subscribeToStore();
      if (spec.needsRender(record.props, options.store.getState())) upgrade(element, record, null);
    }
  }

  function subscribeToStore(): void {
    if (unsubscribeStore || !options.store) return;
    unsubscribeStore = options.store.subscribe(() => {
      // Many updates in one tick (a batch of like lookups) make one pass over the resumed widgets.
      if (storeCheckQueued) return;
      storeCheckQueued = true;
      queueMicrotask(checkResumed);
    });
  }

  function checkResumed(): void {
    storeCheckQueued = false;
    const state = options.store?.getState();
    for (const element of resumed) {
      const record = records.get(element);
      if (record?.definition.resume?.needsRender?.(record.props, state)) upgrade(element, record, null);
    }
  }

  /**
   * A click on a button of a resumed widget that has not rendered yet. A widget with `resume.click` acts at
   * once, inside the shopper's gesture and without waiting for its code (a like is made even offline); any
   * other click is held back and replayed on the same button once the widget has rendered.
   */
  function takeClick(element: Element, record: ElementRecord, event: Event): void {
    const button = clickedButton(event, element);
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const action = record.definition.resume?.click;
    if (!action) {
      record.replayClick = button;
      return;
    }
    try {
      action(record.props, options.store?.getState());
    } catch (error) {
      reportWidgetError(element, { widget: record.definition.name, phase: 'resume', error });
    }
  }

  /** While a resumed widget loads its code, its clicks are taken as above (until it has rendered). */
  function holdClicks(element: Element, record: ElementRecord): void {
    record.cancelTouch = waitForTouch(element, (event) => {
      takeClick(element, record, event);
      return false; // keeps waiting until the widget has rendered
    });
  }

  /** The button a held click is replayed on: the same node (hydrated), or the one at its place (rendered anew). */
  function replayTarget(element: Element, held: HTMLElement, index: number): HTMLElement | null {
    if (held.isConnected) return held;
    return element.querySelectorAll<HTMLElement>(CLICKABLE)[index] ?? null;
  }

  /** Renders a resumed widget over its server markup (hydration: the shopper's focus and hover stay put). */
  function upgrade(element: Element, record: ElementRecord, wakeEvent: Event | null): void {
    if (record.upgrading || record.mounted || !isCurrent(element, record)) return;
    record.upgrading = true;
    record.cancelTouch?.();
    resumed.delete(element);
    if (wakeEvent) takeClick(element, record, wakeEvent);
    holdClicks(element, record);
    void trackLoading(
      loadCode(record.definition).then(
        ([module, renderer]) => {
          // Queued (a slice of its own); the queue keeps `whenSettled` waiting until it ran or was cleared.
          queue.push(() => {
            record.upgrading = false;
            record.cancelTouch?.();
            record.cancelTouch = undefined;
            if (!isCurrent(element, record) || record.state !== 'mounted') return;
            // Hydration adopts the server's nodes as they are: only right while the state still matches them.
            const stale = record.definition.resume?.needsRender?.(record.props, options.store?.getState()) ?? false;
            const hadFocus = element.contains(doc.activeElement);
            const held = record.replayClick;
            record.replayClick = undefined;
            const heldIndex = held ? [...element.querySelectorAll(CLICKABLE)].indexOf(held) : -1;
            try {
              render(element, record, renderer!.mountWidget, module.default as ComponentType<Record<string, unknown>>, !stale);
            } catch (error) {
              fail(element, record, 'render', error);
              return;
            }
            if (stale && hadFocus) element.querySelector<HTMLElement>('button, a[href], input, select, textarea')?.focus();
            // After the renderer committed: preact at once, React in a task of its own (tried for up to 200 ms).
            if (held) {
              const replay = (attempt: number) => {
                const target = replayTarget(element, held, heldIndex);
                if (target) target.click();
                else if (attempt < 20 && isCurrent(element, record)) setTimeout(() => replay(attempt + 1), 10);
              };
              setTimeout(() => replay(0), 0);
            }
          });
        },
        (error: unknown) => {
          // The server's markup stays as it is; the next touch, a store change, or the browser coming back
          // online tries again.
          console.error(`[etalage] widget "${record.definition.name}" on <${describeElement(element)}> could not load its code:`, error);
          record.upgrading = false;
          record.replayClick = undefined;
          record.cancelTouch?.();
          record.cancelTouch = undefined;
          if (!isCurrent(element, record)) return;
          record.cancelTouch = waitForTouch(element, (event) => upgrade(element, record, event));
          if (record.definition.resume?.needsRender) resumed.add(element);
        },
      ),
    );
  }

  /** Loads a resumed widget type's code and the renderer ahead of the first touch (cached; failures are forgotten). */
  function prefetch(definition: WidgetDefinition): void {
    trackLoading(loadCode(definition)).catch(() => {}); // offline: the touch itself tries again
  }

  /**
   * The first sign of a shopper (a mouse move, a key, a touch, a wheel; not a scroll, which pages and
   * browsers also cause) fetches the code of the resumed
   * widgets, so that a later click finds it loaded, even if the connection drops meanwhile. Before that,
   * the page loads nothing it does not show.
   */
  const WARM_UP_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
  function onFirstInteraction(): void {
    stopWarmUpListeners();
    warmedUp = true;
    for (const definition of resumedTypes) prefetch(definition);
  }
  function stopWarmUpListeners(): void {
    for (const type of WARM_UP_EVENTS) doc.removeEventListener(type, onFirstInteraction, { capture: true });
  }
  /** Back online: widgets whose code failed to load are resumed again, so the store decides who renders. */
  function onOnline(): void {
    checkResumed();
    if (warmedUp) for (const definition of resumedTypes) prefetch(definition);
  }

  /** `resume.stop` calls of the elements removed in one tick, one call per widget type. */
  let pendingStops = new Map<WidgetDefinition, Record<string, unknown>[]>();
  function stopLater(record: ElementRecord): void {
    if (pendingStops.size === 0) queueMicrotask(runStops);
    addToGroup(pendingStops, record.definition, record.props);
  }
  function runStops(): void {
    const stops = pendingStops;
    pendingStops = new Map();
    for (const [definition, props] of stops) {
      try {
        definition.resume!.stop!(props, options.store?.getState());
      } catch (error) {
        console.error(`[etalage] widget "${definition.name}": stop failed`, error);
      }
    }
  }

  function disconnect(element: Element): void {
    const record = records.get(element);
    if (!record) return;
    const started = record.started === true && Boolean(record.definition.resume?.stop);
    records.delete(element);
    connected.delete(element);
    resumed.delete(element);
    record.cancelActivation?.();
    record.cancelTouch?.();
    if (record.state === 'mounted') mountedCount -= 1;
    if (record.mounted) {
      if (!record.definition.enhance) renderedCount -= 1;
      try {
        record.mounted.unmount();
      } catch (error) {
        reportWidgetError(element, { widget: record.definition.name, phase: 'unmount', error });
      }
    }
    element.removeAttribute(schema.stateAttribute);
    if (started) stopLater(record);
  }

  function onMutations(mutations: MutationRecord[]): void {
    const maybeRemoved = new Set<Element>();
    // Removals first, so that an element moved within one batch is seen as still there.
    for (const mutation of mutations) {
      for (const node of mutation.removedNodes) {
        for (const element of widgetElementsIn(node)) if (records.has(element)) maybeRemoved.add(element);
      }
    }
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') {
        const element = mutation.target as Element;
        disconnect(element);
        if (element.isConnected && element.hasAttribute(schema.widgetAttribute)) connect(element);
        continue;
      }
      for (const node of mutation.addedNodes) {
        if (!node.isConnected) continue;
        const found = widgetElementsIn(node);
        connectInBatches(found);
      }
    }
    if (maybeRemoved.size === 0) return;
    // A moved element is back in the document by now: only what stays out is unmounted.
    queueMicrotask(() => {
      for (const element of maybeRemoved) if (!element.isConnected) disconnect(element);
    });
  }

  /**
   * Connects in slices: a page of 200 cards has 800 widget elements, a feed page adds 300. The queue checks its
   * deadline between tasks, so a task holds few elements: batches of 50 took over 50 ms at 4x CPU (bench).
   */
  function connectInBatches(found: Element[]): void {
    const BATCH = 8;
    for (let start = 0; start < found.length; start += BATCH) {
      const batch = found.slice(start, start + BATCH);
      queue.push(() => batch.forEach(connect));
    }
  }

  function scan(root: ParentNode = doc): void {
    connectInBatches([...root.querySelectorAll(selector)]);
  }

  return {
    start() {
      if (observer) return;
      observer = new MutationObserver(onMutations);
      listenForTouches(doc);
      if (!warmedUp) for (const type of WARM_UP_EVENTS) doc.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
      doc.defaultView?.addEventListener('online', onOnline);
      observer.observe(doc, { childList: true, subtree: true, attributes: true, attributeFilter: [schema.widgetAttribute] });
      scan(doc);
    },
    scan,
    refresh() {
      for (const element of [...connected]) if (!element.isConnected) disconnect(element);
      scan(doc);
    },
    stop() {
      observer?.disconnect();
      observer = null;
      stopWarmUpListeners();
      doc.defaultView?.removeEventListener('online', onOnline);
      unsubscribeStore?.();
      unsubscribeStore = null;
      queue.clear();
      pendingStarts = new Map();
      for (const element of [...connected]) disconnect(element);
      settleIfIdle();
    },
    register(definition) {
      registry.set(definition.name, definition);
      scan(doc);
    },
    stats: () => ({
      connected: connected.size,
      mounted: mountedCount,
      rendered: renderedCount,
      waitingForVisibility: visibleWaitingCount(),
      waitingForTouch: touchWaitingCount(),
    }),
    whenSettled() {
      return new Promise<void>((resolve) => {
        settleWaiters.push(resolve);
        settleIfIdle();
      });
    },
  };
}
