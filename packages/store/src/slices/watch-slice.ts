import type { WatchdogStatus } from '@etalage/core/api';
import type { EtalageSlice } from '../types.js';

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

export interface WatchSlice {
  watches: Record<number, WatchEntry>;
  loadWatch: (variantId: number) => Promise<void>;
  subscribeWatch: (variantId: number, body: { email: string; targetPrice: number | null }) => Promise<SubscribeResult>;
  unsubscribeWatch: (variantId: number) => Promise<void>;
}

export const WATCH_SUBSCRIBE_FAILED = 'Het instellen van de melding is niet gelukt. Probeer het later opnieuw.';

const emptyWatch: WatchEntry = { status: 'unknown', subscribed: false, type: null, targetPrice: null, pending: false };

export const createWatchSlice: EtalageSlice<WatchSlice> = (set, get) => {
  function patch(variantId: number, changes: Partial<WatchEntry>) {
    const current = get().watches[variantId] ?? emptyWatch;
    set({ watches: { ...get().watches, [variantId]: { ...current, ...changes } } });
  }
  const fromStatus = (status: WatchdogStatus): Partial<WatchEntry> => ({
    status: 'ready',
    subscribed: status.subscribed,
    type: status.type,
    targetPrice: status.targetPrice,
  });

  return {
    watches: {},

    async loadWatch(variantId) {
      patch(variantId, { status: 'loading' });
      try {
        const status = await (await get().api()).fetchWatchdogStatus(variantId);
        patch(variantId, fromStatus(status));
      } catch {
        // Spec §8: a failed status load is ignored silently; the button offers to watch.
        patch(variantId, { status: 'ready' });
      }
    },

    async subscribeWatch(variantId, body) {
      if (get().watches[variantId]?.pending) return { ok: false, message: WATCH_SUBSCRIBE_FAILED };
      patch(variantId, { pending: true });
      try {
        await (await get().api()).subscribeWatchdog(variantId, body);
        patch(variantId, { status: 'ready', subscribed: true, targetPrice: body.targetPrice, pending: false });
        return { ok: true };
      } catch {
        patch(variantId, { pending: false });
        return { ok: false, message: WATCH_SUBSCRIBE_FAILED };
      }
    },

    async unsubscribeWatch(variantId) {
      if (get().watches[variantId]?.pending) return;
      patch(variantId, { pending: true });
      try {
        await (await get().api()).unsubscribeWatchdog(variantId);
        patch(variantId, { subscribed: false, targetPrice: null, type: null, pending: false });
      } catch {
        // Spec §8: on failure the status is reloaded, so the button shows what the service has.
        patch(variantId, { pending: false });
        await get().loadWatch(variantId);
      }
    },
  };
};
