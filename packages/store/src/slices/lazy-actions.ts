import { loadOnce } from './load-once.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function shape is bound as it is
type AnyAction = (...args: any[]) => any;

/**
 * A slice's actions bound to a chunk that is loaded on the first call (once; `load` is its `import()`), so that the
 * page's entry carries only the state and the actions' names; `create` makes the actions from the chunk's module.
 * Each bound action awaits them and calls the action of the same name; an action typed as returning void still runs
 * asynchronously.
 */
export function lazyActions<Module, Actions extends { [Name in keyof Actions]: AnyAction }, Name extends keyof Actions & string>(
  load: () => Promise<Module>,
  create: (module: Module) => Actions,
  names: readonly Name[],
): Pick<Actions, Name> {
  // A chunk that failed to load (offline) is retried once, and tried again on the next call.
  const module = loadOnce(load, create);
  return Object.fromEntries(names.map((name) => [name, async (...args: unknown[]) => ((await module())[name] as AnyAction)(...args)])) as Pick<
    Actions,
    Name
  >;
}
