import type { EtalageSlice } from '../types.js';
import { lazyActions } from './lazy-actions.js';

export interface WatchEntry {
  /** 'unknown' until the status has loaded (or failed to, which is ignored: spec §8). */
  status: 'unknown' | 'loading' | 'ready';
  subscribed: boolean;
  type: string | null;
  targetPrice: number | null;
  /** A subscribe or unsubscribe request is under way. */
  pending: boolean;
}

export type SubscribeResult = { ok: true } | { ok: false; message: string };

export interface WatchSlice extends WatchActions {
  watches: Record<number, WatchEntry>;
}

export interface WatchActions {
  loadWatch: (variantId: number) => Promise<void>;
  subscribeWatch: (variantId: number, body: { email: string; targetPrice: number | null }) => Promise<SubscribeResult>;
  /** Answers whether the variant is no longer watched (false: the service still has it, or nobody knows). */
  unsubscribeWatch: (variantId: number) => Promise<boolean>;
}

/** The state lives in the entry; the actions are a lazy chunk, loaded once on first use. */
export const createWatchSlice: EtalageSlice<WatchSlice> = (set, get) => {
  const actions = lazyActions(() => import('./watch-actions.js').then(({ createWatchActions }) => createWatchActions(set, get)));
  return {
    watches: {},
    loadWatch: actions('loadWatch'),
    subscribeWatch: actions('subscribeWatch'),
    unsubscribeWatch: actions('unsubscribeWatch'),
  };
};
