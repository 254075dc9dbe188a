import { loadWithRetry } from './load-with-retry.js';
import { reportRuntimeProblem } from './report-error.js';
import type { WidgetDefinition } from './types.js';

export interface Registry {
  /**
   * The definition of a widget name; 'pending' while the page-specific registry, which may define it, loads
   * (the first unknown name starts that load); undefined for a name no registry knows.
   */
  find: (name: string) => WidgetDefinition | 'pending' | undefined;
  add: (definition: WidgetDefinition) => void;
  names: () => string[];
}

/**
 * The entry's widget types, and those only some pages have (`loadMore`: a chunk of its own, loaded the first
 * time the page holds a name the entry does not know). `onLoading` receives that load, which ends once the
 * second registry's types are added (or failed to load: every name it might have held is then unknown).
 */
export function createRegistry(
  definitions: Iterable<WidgetDefinition>,
  loadMore: (() => Promise<WidgetDefinition[]>) | undefined,
  onLoading: (loading: Promise<void>) => void,
): Registry {
  const byName = new Map<string, WidgetDefinition>();
  for (const definition of definitions) byName.set(definition.name, definition);
  let more: 'not loaded' | 'loading' | 'loaded' = loadMore ? 'not loaded' : 'loaded';

  function loadMoreDefinitions(): void {
    more = 'loading';
    onLoading(
      loadWithRetry(loadMore!)
        .then(
          (list) => {
            for (const definition of list) if (!byName.has(definition.name)) byName.set(definition.name, definition);
          },
          (error: unknown) => reportRuntimeProblem('registryNotLoaded', error),
        )
        .then(() => {
          more = 'loaded';
        }),
    );
  }

  return {
    find(name) {
      const definition = byName.get(name);
      if (definition || more === 'loaded') return definition;
      if (more === 'not loaded') loadMoreDefinitions();
      return 'pending';
    },
    add: (definition) => void byName.set(definition.name, definition),
    names: () => [...byName.keys()],
  };
}
