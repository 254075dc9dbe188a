import { createStore, type StoreApi } from 'zustand/vanilla';
import type { EtalageState } from './state.js';
import { createConfigSlice } from './slices/config/config-slice.js';
import { createServicesSlice, type ServiceOverrides } from './slices/services/services-slice.js';
import { createUserSlice } from './slices/user/user-slice.js';
import { createLikesSlice } from './slices/likes/likes-slice.js';
import { createWatchSlice } from './slices/watch/watch-slice.js';
import { createModalSlice } from './slices/modal/modal-slice.js';

export type EtalageStore = StoreApi<EtalageState>;

/** A new store of all slices. Pages use the pinned one from `getStore()`; tests and stories make their own. */
export function createEtalageStore(services: ServiceOverrides = {}): EtalageStore {
  const createServices = createServicesSlice(services);
  return createStore<EtalageState>()((...args) => ({
    ...createConfigSlice(...args),
    ...createServices(...args),
    ...createUserSlice(...args),
    ...createLikesSlice(...args),
    ...createWatchSlice(...args),
    ...createModalSlice(...args),
  }));
}

const STORE_KEY = '__etalageStore';

type StoreHolder = typeof globalThis & { [STORE_KEY]?: EtalageStore };

/**
 * The one store of the page. It is pinned on the global object, so that a second copy
 * of the script (or the ESM build next to the embed) finds and shares the first.
 */
export function getStore(): EtalageStore {
  const holder = globalThis as StoreHolder;
  return (holder[STORE_KEY] ??= createEtalageStore());
}

/** Replaces the pinned store (tests and stories, so that each starts from a clean state). */
export function setStore(store: EtalageStore): EtalageStore {
  (globalThis as StoreHolder)[STORE_KEY] = store;
  return store;
}
