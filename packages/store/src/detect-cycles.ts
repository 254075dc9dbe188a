import type { StateCreator } from 'zustand/vanilla';
import { reportProblem } from '@etalage/core';

/**
 * Updates nested deeper than this are a cycle: a listener that sets state whose update calls it again, without end
 * (the page's updates nest two or three deep at most).
 */
const MAX_NESTED_UPDATES = 50;

/** Spec §8: a cycle in reactive state. `cycle` names it by the state keys each update set, the first repeated last. */
export class CycleError extends Error {
  override readonly name = 'CycleError';
  constructor(readonly cycle: string[]) {
    super(`Cycle in reactive state: ${cycle.join(' → ')}`);
  }
}

/**
 * Wraps a store's `setState` (the slices' `set` and the store's own): an update that a listener of an unfinished
 * update starts nests in it, and past `MAX_NESTED_UPDATES` the innermost reports the cycle and throws, so that every
 * update of the cycle stops and its first caller gets the error.
 */
export const detectCycles =
  <State>(create: StateCreator<State>): StateCreator<State> =>
  (set, get, api) => {
    const updating: string[] = [];
    api.setState = (partial, replace) => {
      const next = typeof partial === 'function' ? (partial as (state: State) => Partial<State>)(get()) : partial;
      updating.push(Object.keys(next as object).join('+'));
      try {
        if (updating.length > MAX_NESTED_UPDATES) {
          const error = new CycleError(updating.slice(updating.lastIndexOf(updating.at(-1)!, -2)));
          reportProblem('store', error.message, error);
          throw error;
        }
        set(next as State, replace as false);
      } finally {
        updating.pop();
      }
    };
    return create(api.setState, get, api);
  };
