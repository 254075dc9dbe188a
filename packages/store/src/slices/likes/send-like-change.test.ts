import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage } from '@etalage/core';
import type { ApiClient, LikeRecord } from '@etalage/core/api';
import { createEtalageStore } from '../../create-store.js';
import { createChangeNumbers } from './change-numbers.js';
import { createEntryBatch } from './entry-batch.js';
import { createLikeOutbox } from './like-outbox.js';
import { likeKey, type LikeEntry } from './likes-model.js';
import { createLikeSender } from './send-like-change.js';

const record = (likes_count: number): LikeRecord => ({ item_id: 4, liked_by_user: true, saved_by_user: false, likes_count });

function senderWith(api: Partial<Record<keyof ApiClient, unknown>>) {
  const storage = createStorage();
  const store = createEtalageStore({ api: api as unknown as ApiClient, storage });
  const entries = createEntryBatch(store.setState, store.getState);
  const outbox = createLikeOutbox(() => storage);
  const changeNumbers = createChangeNumbers();
  const key = likeKey('variant', 4);
  const start: LikeEntry = { itemType: 'variant', itemId: 4, liked: true, serverLiked: false, serverCount: 10, pending: false, unsynced: true };
  entries.write(key, start);
  outbox.keep({ itemType: 'variant', itemId: 4, liked: true });
  const send = createLikeSender({ get: store.getState, entries, outbox, changeNumbers });
  return { store, entries, outbox, changeNumbers, key, send };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.cookie = '_cc=; path=/; max-age=0';
});

describe('sendLikeChange', () => {
  it("sends a logged-in shopper's variant like with the marketing consent, and the answer confirms it", async () => {
    document.cookie = '_cc=essential|marketing; path=/';
    const like = vi.fn(async () => record(11));
    const { store, entries, outbox, changeNumbers, key, send } = senderWith({ like });
    store.setState({ user: { id: 1 } as never });
    const sending = send({ itemType: 'variant', itemId: 4, liked: true }, () => -1);
    expect(entries.entryOf(key)).toMatchObject({ pending: true });
    expect(changeNumbers.changedSince(key, 0)).toBe(true);
    await sending;
    expect(like).toHaveBeenCalledWith('variant', 4, { consent: true });
    expect(entries.entryOf(key)).toMatchObject({ liked: true, serverLiked: true, serverCount: 11, pending: false, unsynced: false });
    expect(outbox.changes()).toEqual([]);
  });

  it('takes the count from the caller when the answer has no body', async () => {
    const { entries, key, send } = senderWith({ unlike: vi.fn(async () => undefined) });
    await send({ itemType: 'variant', itemId: 4, liked: false }, (entry) => entry.serverCount + 100);
    expect(entries.entryOf(key)).toMatchObject({ liked: false, serverLiked: false, serverCount: 110 });
  });

  it('throws a failed call to the caller, leaving the entry pending and the outbox as it was', async () => {
    const { entries, outbox, key, send } = senderWith({ like: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    await expect(send({ itemType: 'variant', itemId: 4, liked: true }, () => 0)).rejects.toThrow('Failed to fetch');
    expect(entries.entryOf(key)).toMatchObject({ pending: true, serverLiked: false });
    expect(outbox.changes()).toHaveLength(1);
  });
});
