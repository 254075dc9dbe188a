import { loadOnce } from './load-once.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function shape is bound as it is
type AnyAction = (...args: any[]) => any;

/**
 * Binds a slice's actions to a chunk that is loaded on the first call (once; `load` is its `import()`), so that
 * the page's entry carries only the state; `create` makes the actions from the chunk's module. Each bound action
 * awaits them and calls the action of the same name; an action typed as returning void still runs asynchronously.
 */
export function lazyActions<Module, Actions extends { [Name in keyof Actions]: AnyAction }>(load: () => Promise<Module>, create: (module: Module) => Actions) {
  // A chunk that failed to load (offline) is tried again on the next call.
  const module = loadOnce(load, create);
  return <Name extends keyof Actions>(name: Name): Actions[Name] =>
    (async (...args: unknown[]) => ((await module())[name] as AnyAction)(...args)) as Actions[Name];
}
