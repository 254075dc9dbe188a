import { reportRuntimeProblem } from '../report-error.js';
import { isLive, type ElementRecord } from '../lifecycle/element-record.js';
import type { Lifecycle } from '../lifecycle/lifecycle.js';
import type { RuntimeStore, WidgetDefinition } from '../types.js';

type Groups<Item> = Map<WidgetDefinition, Item[]>;

function addToGroup<Item>(groups: Groups<Item>, definition: WidgetDefinition, item: Item): void {
  const group = groups.get(definition);
  if (group) group.push(item);
  else groups.set(definition, [item]);
}

/**
 * `resume.start` and `resume.stop` per widget type, one call for all elements of a burst: the like lookups
 * 60 like buttons start go out as one batch per item type (spec: batched on the next tick), not 60.
 */
export function createGroupedCalls(store: RuntimeStore | undefined, { isCurrent, fail }: Pick<Lifecycle, 'isCurrent' | 'fail'>) {
  let starts: Groups<{ element: Element; record: ElementRecord }> = new Map();
  let stops: Groups<Record<string, unknown>> = new Map();
  /** Records whose start ran: a stop is owed when they leave. */
  const started = new WeakSet<ElementRecord>();

  /** Runs the starts collected while a burst of mounting was queued (the work queue calls it once empty). */
  function runStarts(): void {
    const waiting = starts;
    starts = new Map();
    for (const [definition, items] of waiting) {
      // Only elements still live get their start (one removed meanwhile is owed nothing).
      const group = items.filter(({ element, record }) => isCurrent(element, record) && isLive(record));
      if (group.length === 0) continue;
      for (const { record } of group) started.add(record);
      try {
        definition.resume!.start!(
          group.map(({ record }) => record.props),
          store?.getState(),
        );
      } catch (error) {
        for (const { element, record } of group) fail(element, record, 'resume', error);
      }
    }
  }

  /** The stops of the elements removed in one tick, one call per widget type. */
  function runStops(): void {
    const waiting = stops;
    stops = new Map();
    for (const [definition, props] of waiting) {
      try {
        definition.resume!.stop!(props, store?.getState());
      } catch (error) {
        reportRuntimeProblem('stopFailed', definition.name, error);
      }
    }
  }

  return {
    start(element: Element, record: ElementRecord): void {
      if (record.definition.resume?.start) addToGroup(starts, record.definition, { element, record });
    },
    stop(record: ElementRecord): void {
      if (!started.has(record) || !record.definition.resume?.stop) return;
      if (stops.size === 0) queueMicrotask(runStops);
      addToGroup(stops, record.definition, record.props);
    },
    runStarts,
    pendingStarts: () => starts.size,
    clear: () => void (starts = new Map()),
  };
}
