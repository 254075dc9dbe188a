import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@etalage/core/api';
import { createEtalageStore } from '../../create-store.js';

const likesApi = {
  like: vi.fn(async (_type: string, id: number) => ({ item_id: id, liked_by_user: true, saved_by_user: false, likes_count: 1 })),
  unlike: vi.fn(async (_type: string, id: number) => ({ item_id: id, liked_by_user: false, saved_by_user: false, likes_count: 0 })),
  lookupLike: vi.fn(async (_type: string, id: number) => ({ item_id: id, liked_by_user: false, saved_by_user: false, likes_count: 0 })),
  pairLikes: vi.fn(async () => {}),
  subscribeWatchdog: vi.fn(async () => {}),
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  globalThis.__etalageConversion = undefined;
});

describe('experiment conversions of the store (experiment-event, spec §7)', () => {
  it("a like, a product added to the comparison and a watch are conversions for the page's flags; an unlike is not", async () => {
    const conversion = vi.fn();
    globalThis.__etalageConversion = conversion;
    const store = createEtalageStore({ api: likesApi as unknown as ApiClient });
    await store.getState().toggleLike('variant', 11);
    await store.getState().toggleLike('comparison', 12);
    await store.getState().toggleLike('variant', 11);
    await store.getState().subscribeWatch(13, { email: 'anna@voorbeeld.nl', targetPrice: 99 });
    expect(conversion.mock.calls).toEqual([
      ['like', { item_type: 'variant', item_id: 11 }],
      ['comparison_add', { item_type: 'comparison', item_id: 12 }],
      ['watchdog_subscribe', { variant_id: 13, target_price: 99 }],
    ]);
  });

  it('a like before the flags are loaded is no conversion, and does not load them', async () => {
    const store = createEtalageStore({ api: likesApi as unknown as ApiClient });
    const flags = vi.spyOn(store.getState(), 'flags');
    await store.getState().toggleLike('variant', 21);
    expect(flags).not.toHaveBeenCalled();
    expect(store.getState().likes['variant:21']?.liked).toBe(true);
  });
});
