import { describe, expect, it, vi } from 'vitest';
import { createEtalageStore } from '../../create-store.js';
import { createEntryBatch } from './entry-batch.js';
import type { LikeEntry } from './likes-model.js';

const entry = (itemId: number, changes: Partial<LikeEntry> = {}): LikeEntry => ({
  itemType: 'variant',
  itemId,
  liked: false,
  serverLiked: null,
  serverCount: 0,
  pending: false,
  unsynced: false,
  ...changes,
});

function batchOnNewStore() {
  const store = createEtalageStore();
  const updates = vi.fn();
  store.subscribe(updates);
  return { store, updates, batch: createEntryBatch(store.setState, store.getState) };
}

describe('the like entry batch', () => {
  it('writes the entries of one tick to the store in one update, and reads them before that', async () => {
    const { store, updates, batch } = batchOnNewStore();
    for (let id = 1; id <= 60; id++) batch.write(`variant:${id}`, entry(id));
    batch.patch('variant:7', { liked: true });
    expect(batch.entryOf('variant:7')).toMatchObject({ liked: true });
    expect(store.getState().likes).toEqual({});
    await Promise.resolve();
    expect(updates).toHaveBeenCalledTimes(1);
    expect(Object.keys(store.getState().likes)).toHaveLength(60);
    expect(store.getState().likes['variant:7']).toMatchObject({ liked: true });
  });

  it('leaves an unknown entry alone when patched', async () => {
    const { store, updates, batch } = batchOnNewStore();
    batch.patch('variant:1', { liked: true });
    await Promise.resolve();
    expect(updates).not.toHaveBeenCalled();
    expect(store.getState().likes).toEqual({});
  });

  it('writes at once on commit, and not again when the tick ends', async () => {
    const { store, updates, batch } = batchOnNewStore();
    batch.write('variant:1', entry(1));
    batch.commit();
    expect(store.getState().likes['variant:1']).toEqual(entry(1));
    await Promise.resolve();
    expect(updates).toHaveBeenCalledTimes(1);
  });
});
