import type { WatchdogStatus } from '@etalage/core/api';
import type { GetState, SetState } from '../slice-creator.js';
import { WATCH_SUBSCRIBE_FAILED, type WatchActions, type WatchEntry, type WatchStore } from './watch-model.js';

const emptyWatch: WatchEntry = { status: 'unknown', subscribed: false, type: null, targetPrice: null, pending: false };

/** The watchdog logic, loaded in a chunk of its own on first use. */
export function createWatchActions(set: SetState<WatchStore>, get: GetState<WatchStore>): WatchActions {
  /** Subscribes and unsubscribes are numbered, so a status answer that started before one cannot undo it. */
  const changes = new Map<number, number>();
  const markChange = (variantId: number) => changes.set(variantId, (changes.get(variantId) ?? 0) + 1);

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
    async loadWatch(variantId) {
      const askedAfter = changes.get(variantId) ?? 0;
      const isStale = () => (changes.get(variantId) ?? 0) !== askedAfter || get().watches[variantId]?.pending;
      patch(variantId, { status: 'loading' });
      try {
        const status = await (await get().sessionApi()).fetchWatchdogStatus(variantId);
        if (isStale()) return;
        patch(variantId, fromStatus(status));
      } catch {
        // Spec §8: a failed status load is ignored silently; the button offers to watch.
        if (!isStale()) patch(variantId, { status: 'ready' });
      }
    },

    async subscribeWatch(variantId, body) {
      if (get().watches[variantId]?.pending) return { ok: false, message: WATCH_SUBSCRIBE_FAILED };
      patch(variantId, { pending: true });
      markChange(variantId);
      try {
        await (await get().sessionApi()).subscribeWatchdog(variantId, body);
        patch(variantId, { status: 'ready', subscribed: true, targetPrice: body.targetPrice, pending: false });
        get().reportConversion('watchdog_subscribe', { variant_id: variantId, target_price: body.targetPrice });
        return { ok: true };
      } catch {
        patch(variantId, { pending: false });
        return { ok: false, message: WATCH_SUBSCRIBE_FAILED };
      }
    },

    async unsubscribeWatch(variantId) {
      if (get().watches[variantId]?.pending) return false;
      patch(variantId, { pending: true });
      markChange(variantId);
      try {
        await (await get().sessionApi()).unsubscribeWatchdog(variantId);
        patch(variantId, { status: 'ready', subscribed: false, targetPrice: null, type: null, pending: false });
        return true;
      } catch {
        // Spec §8: on failure the status is reloaded, so the button shows what the service has
        // (an unsubscribe whose answer broke on the way may have been done).
        patch(variantId, { pending: false });
        await get().loadWatch(variantId);
        return !get().watches[variantId]?.subscribed;
      }
    },
  };
}
