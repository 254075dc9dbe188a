import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
import type { EtalageState } from './state.js';
import { createConfigSlice } from './slices/config/config-slice.js';
import { createServicesSlice } from './slices/services/services-slice.js';
import type { ServiceOverrides } from './slices/services/services-model.js';
import { createUserSlice } from './slices/user/user-slice.js';
import { createLikesSlice } from './slices/likes/likes-slice.js';
import { createWatchSlice } from './slices/watch/watch-slice.js';
import { createModalSlice } from './slices/modal/modal-slice.js';
import { detectCycles } from './detect-cycles.js';

export type EtalageStore = StoreApi<EtalageState>;

/**
 * A new store of all slices, whose updates stop a cycle with a `CycleError` (`detect-cycles.ts`) outside production
 * builds. Pages use the pinned one from `getStore()`; tests and stories make their own.
 */
export function createEtalageStore(services: ServiceOverrides = {}): EtalageStore {
  const slices: StateCreator<EtalageState> = (...args) => ({
    ...createConfigSlice(...args),
    ...createServicesSlice(services)(...args),
    ...createUserSlice(...args),
    ...createLikesSlice(...args),
    ...createWatchSlice(...args),
    ...createModalSlice(...args),
  });
  // Outside production builds only: in the embed's entry the check would cost about 236 B gzip, which its budget does
  // not have. A cycle in a production build still ends, with the browser's stack overflow (a RangeError) unnamed.
  return createStore<EtalageState>()(process.env.NODE_ENV === 'production' ? slices : detectCycles(slices));
}

/**
 * The part of the runtime's handle (`window.Etalage`, the runtime's `schema.globalName`) the store reads and, before
 * the embed runs, sets; test/no-hidden-coupling.test.ts keeps the two names in step.
 */
type Handle = typeof globalThis & { Etalage?: { store?: EtalageStore } };

let pinned: EtalageStore | undefined;

/**
 * The one store of the page, shown on the runtime's handle (`window.Etalage.store`): whichever script asks first
 * (the embed, or a host's bundle with its own copy of this module) makes it, and the other finds it there. Before
 * the embed runs, the handle holds only the store; the embed then replaces it with its API, which keeps that store.
 * (A handle made here is an ordinary property, so the embed's handle stays writable then: the bytes of making it
 * read-only are not in the entry's budget.)
 */
export function getStore(): EtalageStore {
  return (pinned ??= ((globalThis as Handle).Etalage ??= {}).store ??= createEtalageStore());
}

/**
 * Replaces the page's store (tests and stories, so that each starts from a clean state). The store replaced is
 * thrown away: its listeners on the window go with it.
 */
export function setStore(store: EtalageStore): EtalageStore {
  if (pinned !== store) pinned?.getState().removeLikesListeners();
  return (pinned = store);
}
