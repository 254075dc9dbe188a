import type { StateCreator, StoreApi } from 'zustand/vanilla';

/**
 * A slice creator of zustand's slices pattern, typed against only the slices its code reads or calls (`Uses`), not
 * the whole state: a slice imports the types of those slices alone, so the slice files form no import circle.
 * `createEtalageStore` hands every creator the whole store's `set`, `get` and `api`, which fit each of them.
 */
export type SliceCreator<Slice, Uses = unknown> = StateCreator<Slice & Uses, [], [], Slice>;

/** The store's `setState` and `getState` as an actions module sees them: typed against the slices it uses. */
export type SetState<State> = StoreApi<State>['setState'];
export type GetState<State> = StoreApi<State>['getState'];
