import { activationStrategies, schema, type ActivationStrategy } from './schema.js';
import { activations, visibleWaitingCount, type Cancel } from './activation/index.js';
import { parseProps } from './parse-props.js';
import { loadWithRetry } from './load-with-retry.js';
import { mountWidget, type MountedWidget } from './mount-widget.js';
import { reportWidgetError, describeElement } from './report-error.js';
import type { ComponentType } from 'react';
import type { Enhancer, WidgetDefinition } from './types.js';

function enhanceElement(element: Element, enhancer: Enhancer<Record<string, unknown>>, props: Record<string, unknown>): MountedWidget {
  const cleanup = enhancer(element, props);
  return { unmount: () => cleanup?.() };
}

interface ElementRecord {
  definition: WidgetDefinition;
  props: Record<string, unknown>;
  state: 'waiting' | 'loading' | 'mounted' | 'error';
  cancelActivation?: Cancel;
  mounted?: MountedWidget;
}

export interface RuntimeStats {
  /** Widget elements the runtime tracks (waiting, loading, mounted or failed). */
  connected: number;
  /** Widgets rendered right now (one root each). */
  mounted: number;
  /** Elements waiting in the shared IntersectionObserver. */
  waitingForVisibility: number;
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
}

const selector = `[${schema.widgetAttribute}]`;

function widgetElementsIn(node: Node): Element[] {
  if (!(node instanceof Element)) return [];
  const found = [...node.querySelectorAll(selector)];
  if (node.matches(selector)) found.unshift(node);
  return found;
}

export function createRuntime(definitions: Iterable<WidgetDefinition>, doc: Document = document): Runtime {
  const registry = new Map<string, WidgetDefinition>();
  for (const definition of definitions) registry.set(definition.name, definition);

  const records = new WeakMap<Element, ElementRecord>();
  /** Strong references only while connected, so that stop() and refresh() can reach every widget. */
  const connected = new Set<Element>();
  const warnedUnknown = new Set<string>();
  let observer: MutationObserver | null = null;
  let mountedCount = 0;

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
    if (records.has(element)) return;
    const name = element.getAttribute(schema.widgetAttribute) ?? '';
    const definition = registry.get(name);
    if (!definition) {
      if (!warnedUnknown.has(name)) {
        warnedUnknown.add(name);
        console.error(`[etalage] unknown widget "${name}" on <${describeElement(element)}>; known: ${[...registry.keys()].join(', ')}`);
      }
      return;
    }
    const parsed = parseProps(element, definition.props);
    if (!parsed.ok) {
      records.set(element, { definition, props: {}, state: 'error' });
      connected.add(element);
      reportWidgetError(element, {
        widget: name,
        phase: 'props',
        attribute: parsed.error.attribute,
        error: new Error(parsed.error.message),
      });
      return;
    }
    const record: ElementRecord = { definition, props: parsed.props, state: 'waiting' };
    records.set(element, record);
    connected.add(element);
    record.cancelActivation = activations[activationFor(element, definition)](element, () => activate(element, record));
  }

  function activate(element: Element, record: ElementRecord): void {
    record.cancelActivation = undefined;
    record.state = 'loading';
    element.setAttribute(schema.stateAttribute, 'loading');
    const { definition } = record;
    loadWithRetry(definition.load).then(
      (module) => {
        if (records.get(element) !== record || record.state !== 'loading') return; // removed while loading
        try {
          record.mounted = definition.enhance
            ? enhanceElement(element, module.default as Enhancer<Record<string, unknown>>, record.props)
            : mountWidget(element, module.default as ComponentType<Record<string, unknown>>, record.props, (error) => {
                // preact renders synchronously (still 'loading' here), React a moment later ('mounted').
                if (record.state === 'mounted') mountedCount -= 1;
                record.state = 'error';
                reportWidgetError(element, { widget: definition.name, phase: 'render', error });
              });
          if (record.state !== 'loading') return; // the first render already failed
          record.state = 'mounted';
          mountedCount += 1;
          element.setAttribute(schema.stateAttribute, 'mounted');
        } catch (error) {
          record.state = 'error';
          reportWidgetError(element, { widget: definition.name, phase: 'render', error });
        }
      },
      (error: unknown) => {
        if (records.get(element) !== record) return;
        record.state = 'error';
        reportWidgetError(element, { widget: definition.name, phase: 'load', error });
      },
    );
  }

  function disconnect(element: Element): void {
    const record = records.get(element);
    if (!record) return;
    records.delete(element);
    connected.delete(element);
    record.cancelActivation?.();
    if (record.state === 'mounted') mountedCount -= 1;
    if (record.mounted) {
      try {
        record.mounted.unmount();
      } catch (error) {
        reportWidgetError(element, { widget: record.definition.name, phase: 'unmount', error });
      }
    }
    element.removeAttribute(schema.stateAttribute);
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
        for (const element of widgetElementsIn(node)) connect(element);
      }
    }
    if (maybeRemoved.size === 0) return;
    // A moved element is back in the document by now: only what stays out is unmounted.
    queueMicrotask(() => {
      for (const element of maybeRemoved) if (!element.isConnected) disconnect(element);
    });
  }

  function scan(root: ParentNode = doc): void {
    for (const element of root.querySelectorAll(selector)) connect(element);
  }

  return {
    start() {
      if (observer) return;
      observer = new MutationObserver(onMutations);
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
      for (const element of [...connected]) disconnect(element);
    },
    register(definition) {
      registry.set(definition.name, definition);
      warnedUnknown.delete(definition.name);
      scan(doc);
    },
    stats: () => ({ connected: connected.size, mounted: mountedCount, waitingForVisibility: visibleWaitingCount() }),
  };
}
