import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@etalage/core/api';
import { createEtalageStore } from '../../create-store.js';

function storeWith(api: Partial<Record<keyof ApiClient, unknown>>) {
  return createEtalageStore({ api: api as unknown as ApiClient });
}

describe('watch slice', () => {
  it('loads the status of a variant', async () => {
    const store = storeWith({ fetchWatchdogStatus: vi.fn(async () => ({ subscribed: true, type: 'price', targetPrice: 199 })) });
    await store.getState().loadWatch(8);
    expect(store.getState().watches[8]).toMatchObject({ status: 'ready', subscribed: true, targetPrice: 199 });
  });

  it('ignores a failed status load silently', async () => {
    const error = vi.spyOn(console, 'error');
    const store = storeWith({ fetchWatchdogStatus: vi.fn(async () => Promise.reject(new Error('500'))) });
    await store.getState().loadWatch(8);
    expect(store.getState().watches[8]).toMatchObject({ status: 'ready', subscribed: false });
    expect(error).not.toHaveBeenCalled();
  });

  it('subscribes with e-mail and target price', async () => {
    const subscribeWatchdog = vi.fn(async () => {});
    const store = storeWith({ subscribeWatchdog });
    await expect(store.getState().subscribeWatch(8, { email: 'a@b.nl', targetPrice: 150 })).resolves.toEqual({ ok: true });
    expect(subscribeWatchdog).toHaveBeenCalledWith(8, { email: 'a@b.nl', targetPrice: 150 });
    expect(store.getState().watches[8]).toMatchObject({ subscribed: true, targetPrice: 150, pending: false });
  });

  it('reloads the status when unsubscribing fails', async () => {
    const fetchWatchdogStatus = vi.fn(async () => ({ subscribed: true, type: 'price', targetPrice: 99 }));
    const store = storeWith({ fetchWatchdogStatus, unsubscribeWatchdog: vi.fn(async () => Promise.reject(new Error('500'))) });
    store.setState({ watches: { 8: { status: 'ready', subscribed: true, type: 'price', targetPrice: 99, pending: false } } });
    await expect(store.getState().unsubscribeWatch(8)).resolves.toBe(false);
    expect(fetchWatchdogStatus).toHaveBeenCalledWith(8);
    expect(store.getState().watches[8]).toMatchObject({ subscribed: true, targetPrice: 99, pending: false });
  });

  it('answers done when the unsubscribe answer broke but the reloaded status says no longer watched', async () => {
    const fetchWatchdogStatus = vi.fn(async () => ({ subscribed: false, type: null, targetPrice: null }));
    const store = storeWith({ fetchWatchdogStatus, unsubscribeWatchdog: vi.fn(async () => Promise.reject(new Error('malformed JSON'))) });
    store.setState({ watches: { 8: { status: 'ready', subscribed: true, type: 'price', targetPrice: 99, pending: false } } });
    await expect(store.getState().unsubscribeWatch(8)).resolves.toBe(true);
    expect(store.getState().watches[8]).toMatchObject({ subscribed: false, pending: false });
  });

  it('does not let a slow status answer undo a subscribe made meanwhile', async () => {
    let answer: ((status: { subscribed: boolean; type: null; targetPrice: null }) => void) | undefined;
    const store = storeWith({
      fetchWatchdogStatus: vi.fn(() => new Promise((resolve) => (answer = resolve))),
      subscribeWatchdog: vi.fn(async () => {}),
    });
    const load = store.getState().loadWatch(5);
    await vi.waitFor(() => expect(answer).toBeDefined());
    await store.getState().subscribeWatch(5, { email: 'a@b.nl', targetPrice: null });
    answer!({ subscribed: false, type: null, targetPrice: null });
    await load;
    expect(store.getState().watches[5]).toMatchObject({ subscribed: true, status: 'ready' });
  });
});
