import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@etalage/core/api';
import type { FeatureFlags } from '@etalage/core/flags';
import { createEtalageStore } from '../../create-store.js';

/** The flags' module as the store loads it: GrowthBook left out, the reporter a spy. */
const reporter = vi.hoisted(() => ({ reportConversion: vi.fn() }));
vi.mock('@etalage/core/flags', () => ({
  flagAttributes: () => ({ id: 'visitor', loggedIn: false }),
  createFeatureFlags: async () => ({ reportConversion: reporter.reportConversion }) as unknown as FeatureFlags,
}));

const likesApi = {
  like: vi.fn(async (_type: string, id: number) => ({ item_id: id, liked_by_user: true, saved_by_user: false, likes_count: 1 })),
  unlike: vi.fn(async (_type: string, id: number) => ({ item_id: id, liked_by_user: false, saved_by_user: false, likes_count: 0 })),
  lookupLike: vi.fn(async (_type: string, id: number) => ({ item_id: id, liked_by_user: false, saved_by_user: false, likes_count: 0 })),
  pairLikes: vi.fn(async () => {}),
  subscribeWatchdog: vi.fn(async () => {}),
};

beforeEach(() => {
  localStorage.clear();
  reporter.reportConversion.mockClear();
});

describe('experiment conversions of the store (experiment-event, spec §7)', () => {
  it("once the page's flags are loaded, a like, a product added to the comparison and a watch are their conversions; an unlike is not", async () => {
    const store = createEtalageStore({ api: likesApi as unknown as ApiClient });
    await store.getState().flags();
    await store.getState().toggleLike('variant', 11);
    await store.getState().toggleLike('comparison', 12);
    await store.getState().toggleLike('variant', 11);
    await store.getState().subscribeWatch(13, { email: 'anna@voorbeeld.nl', targetPrice: 99 });
    expect(reporter.reportConversion.mock.calls).toEqual([
      ['like', { item_type: 'variant', item_id: 11 }],
      ['comparison_add', { item_type: 'comparison', item_id: 12 }],
      ['watchdog_subscribe', { variant_id: 13, target_price: 99 }],
    ]);
  });

  it('a like before the flags are loaded is no conversion, and does not load them; one after is', async () => {
    const store = createEtalageStore({ api: likesApi as unknown as ApiClient });
    const flags = vi.spyOn(store.getState(), 'flags');
    await store.getState().toggleLike('variant', 21);
    expect(flags).not.toHaveBeenCalled();
    expect(store.getState().likes['variant:21']?.liked).toBe(true);
    expect(reporter.reportConversion).not.toHaveBeenCalled();

    await store.getState().flags();
    await store.getState().toggleLike('variant', 22);
    expect(reporter.reportConversion.mock.calls).toEqual([['like', { item_type: 'variant', item_id: 22 }]]);
  });

  it('a conversion reported to the store before the flags load is dropped, and nothing throws', async () => {
    const store = createEtalageStore({ api: likesApi as unknown as ApiClient });
    expect(() => store.getState().reportConversion('purchase_click', { variant_id: 1, click_source: 4 })).not.toThrow();
    // Not reported once the flags are there either: it was dropped, not kept for them.
    await store.getState().flags();
    expect(reporter.reportConversion).not.toHaveBeenCalled();
    store.getState().reportConversion('purchase_click', { variant_id: 2, click_source: 4 });
    expect(reporter.reportConversion.mock.calls).toEqual([['purchase_click', { variant_id: 2, click_source: 4 }]]);
  });
});
