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
 * second registry's types are added (or failed to load: every name it might have held is then unknown). `loadMore`
 * retries its chunk's import itself (`loadWithRetry`).
 */
export function createRegistry(
  definitions: Iterable<WidgetDefinition>,
  loadMore: (() => Promise<WidgetDefinition[]>) | undefined,
  onLoading: (loading: Promise<void>) => void,
): Registry {
  const byName = new Map<string, WidgetDefinition>();
  for (const definition of definitions) byName.set(definition.name, definition);
  let loaded = !loadMore;
  let loading: Promise<void> | undefined;

  return {
    find(name) {
      const definition = byName.get(name);
      if (definition || loaded) return definition;
      if (!loading) {
        loading = loadMore!()
          .then(
            (list) => {
              for (const definition of list) if (!byName.has(definition.name)) byName.set(definition.name, definition);
            },
            (error: unknown) => reportRuntimeProblem('registryNotLoaded', error),
          )
          .then(() => {
            loaded = true;
          });
        onLoading(loading);
      }
      return 'pending';
    },
    add: (definition) => void byName.set(definition.name, definition),
    names: () => [...byName.keys()],
  };
}
