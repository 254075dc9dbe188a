import type { SliceCreator } from '../slice-creator.js';
import type { ServicesSlice } from '../services/services-slice.js';
import { lazyActions } from '../lazy-actions.js';
import { importWatchActions } from '../chunks.js';
import type { SubscribeResult, WatchEntry } from './watch-model.js';

export interface WatchSlice extends WatchActions {
  watches: Record<number, WatchEntry>;
}

export interface WatchActions {
  loadWatch: (variantId: number) => Promise<void>;
  subscribeWatch: (variantId: number, body: { email: string; targetPrice: number | null }) => Promise<SubscribeResult>;
  /** Answers whether the variant is no longer watched (false: the service still has it, or nobody knows). */
  unsubscribeWatch: (variantId: number) => Promise<boolean>;
}

/** What the watch actions read or call: their own slice and the services (the watchdog calls). */
export type WatchStore = WatchSlice & ServicesSlice;

/** The state lives in the entry; the actions are a lazy chunk, loaded once on first use. */
export const createWatchSlice: SliceCreator<WatchSlice, ServicesSlice> = (set, get) => {
  const actions = lazyActions(importWatchActions, ({ createWatchActions }) => createWatchActions(set, get));
  return {
    watches: {},
    loadWatch: actions('loadWatch'),
    subscribeWatch: actions('subscribeWatch'),
    unsubscribeWatch: actions('unsubscribeWatch'),
  };
};
