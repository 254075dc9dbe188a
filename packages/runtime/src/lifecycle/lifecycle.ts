import { schema } from '../schema.js';
import { activations } from '../activation/index.js';
import { reportWidgetError, type WidgetPhase } from '../report-error.js';
import { activationFor, recordFor, type Reported } from './connect.js';
import { enhanceElement, loadCode } from './load-code.js';
import type { RenderParts, WidgetComponent } from './render.js';
import type { ElementRecord, ElementState } from './element-record.js';
import type { Registry } from '../registry.js';
import type { Settling } from '../settling.js';
import type { WorkQueue } from '../scheduler.js';
import type { Enhancer } from '../types.js';

export interface LifecycleOptions {
  registry: Registry;
  queue: WorkQueue;
  settling: Settling;
  /** Where a component renders instead of its element (a partner page's shadow root). */
  container?: (element: Element) => Element;
  /** An activated element whose content is its widget's first render (see `resume/`), or a touch on one. */
  resume: (element: Element, record: ElementRecord, touch?: Event) => void;
  /** An element left the page (its record is already gone). */
  onDisconnect: (element: Element, record: ElementRecord) => void;
}

export type Lifecycle = ReturnType<typeof createLifecycle>;

/** Connect, activate, load, render or enhance, disconnect: every widget element's life, one record each. */
export function createLifecycle({ registry, queue, settling, container, resume, onDisconnect }: LifecycleOptions) {
  const records = new WeakMap<Element, ElementRecord>();
  /** Strong references only while connected, so that stop() and refresh() can reach every widget. */
  const connected = new Set<Element>();
  const reported: Reported = new WeakMap();
  const isCurrent = (element: Element, record: ElementRecord) => records.get(element) === record;
  /** True while an element's activation is set up in `connect` (an eager one activates right there). */
  let connecting = false;

  function setState(element: Element, record: ElementRecord, state: ElementState): void {
    record.state = state;
    element.setAttribute(schema.stateAttribute, state === 'loading' ? state : 'mounted');
  }

  function fail(element: Element, record: ElementRecord, phase: WidgetPhase, error: unknown): void {
    record.state = 'error';
    reportWidgetError(element, { widget: record.definition.name, phase, error });
  }

  /** What rendering (in the renderer's chunk) needs of the lifecycle. */
  const renderParts: RenderParts = { container, fail, isCurrent };

  function connect(element: Element): void {
    if (records.has(element) || !element.isConnected) return;
    const record = recordFor(element, registry, reported);
    if (!record) return;
    records.set(element, record);
    connected.add(element);
    if (record.state !== 'waiting') return;
    connecting = true;
    try {
      const cancel = activations[activationFor(element, record)](element, (touch) => activate(element, record, touch));
      // An eager activation ran already: what it set up (a resumed widget's wait for a touch) keeps its own cancel.
      if (record.state === 'waiting') record.cancel = cancel;
    } finally {
      // A resume spec that threw must not leave every later activation resuming outside the queue.
      connecting = false;
    }
  }

  /**
   * An element found and queued for connecting: its widget type is looked up at once, so that a type from the
   * page-specific registry starts that chunk's load now, not when the queue reaches the element (on a 60-card
   * listing the filters, feed and banner would wait behind 300 connects and the like lookups for it).
   */
  function noticed(element: Element): void {
    // Found by the widget attribute's selector: it has one.
    registry.find(element.getAttribute(schema.widgetAttribute)!);
  }

  /**
   * Every touch (pointer over, focus, touch, click) on a widget element, seen by the runtime's one touch listener:
   * an element that still waits (for the touch, visibility, its turn in the queue, or to be connected at all) is
   * activated at once with it, so that a click made before then is held, not lost; a resumed one hears of it.
   */
  function touched(element: Element, event: Event): void {
    if (element.hasAttribute(schema.widgetAttribute)) connect(element);
    const record = records.get(element);
    if (record?.state === 'waiting') activate(element, record, event);
    else if (record?.definition.resume) resume(element, record, event);
  }

  function activate(element: Element, record: ElementRecord, touch?: Event): void {
    // Whatever activated it, it waits for nothing else (a touch can come before its visibility). Every
    // activation's cancel may be called again (on disconnect) without harm.
    record.cancel?.();
    if (record.definition.resume && element.hasAttribute(schema.prerenderedAttribute)) {
      // Many activated at once (visibility) take turns; a touch is answered in its own task, and an element
      // activated while it connects (eager) resumes right there: in its connect's queue task (or, for a renamed
      // element, in the mutation observer's callback that connects it).
      if (touch || connecting) resume(element, record, touch);
      else queue.push(() => resume(element, record));
      return;
    }
    setState(element, record, 'loading');
    const { definition } = record;
    const stillLoading = () => isCurrent(element, record) && record.state === 'loading';
    void settling.track(
      loadCode(definition).then(
        ([module, renderer]) => {
          if (!stillLoading()) return; // removed while loading
          queue.push(() => {
            if (!stillLoading()) return;
            try {
              if (definition.enhance) record.mounted = enhanceElement(element, module.default as Enhancer<Record<string, unknown>>, record.props);
              else if (!renderer!.renderWidget(renderParts, element, record, module.default as WidgetComponent, false)) return;
              setState(element, record, 'live');
            } catch (error) {
              fail(element, record, 'render', error);
            }
          });
        },
        (error: unknown) => {
          if (isCurrent(element, record)) fail(element, record, 'load', error);
        },
      ),
      touch ? 0 : 1,
    );
  }

  function disconnect(element: Element): void {
    const record = records.get(element);
    if (!record) return;
    records.delete(element);
    connected.delete(element);
    record.cancel?.();
    try {
      record.mounted?.unmount();
    } catch (error) {
      reportWidgetError(element, { widget: record.definition.name, phase: 'unmount', error });
    }
    element.removeAttribute(schema.stateAttribute);
    onDisconnect(element, record);
  }

  return { records, connected, isCurrent, setState, fail, connect, noticed, touched, disconnect, renderParts };
}
