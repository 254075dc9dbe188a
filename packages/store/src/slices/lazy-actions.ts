import { loadOnce } from './load-once.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function shape is bound as it is
type AnyAction = (...args: any[]) => any;

/**
 * A slice's actions bound to a module that is loaded on the first call (once), so that the page's entry carries
 * only the state and the actions' names. Each bound action awaits the module and calls the action of the same name;
 * an action typed as returning void still runs asynchronously.
 */
export function lazyActions<Actions extends { [Name in keyof Actions]: AnyAction }, Name extends keyof Actions & string>(
  load: () => Promise<Actions>,
  names: readonly Name[],
): Pick<Actions, Name> {
  // A chunk that failed to load (offline) is tried again on the next call.
  const module = loadOnce(load);
  return Object.fromEntries(names.map((name) => [name, async (...args: unknown[]) => ((await module())[name] as AnyAction)(...args)])) as Pick<
    Actions,
    Name
  >;
}
