import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorage, STORAGE_KEYS } from '@etalage/core';
import type { ApiClient } from '@etalage/core/api';
import { createEtalageStore } from '../../create-store.js';

/** The loaders the store hands to the retrying loader, each asked once more here to see what it loads. */
const retried = vi.hoisted(() => ({ loaders: [] as (() => Promise<unknown>)[] }));
vi.mock('@etalage/core/load-with-retry', async (original) => {
  const { loadWithRetry } = await original<typeof import('@etalage/core/load-with-retry')>();
  return {
    loadWithRetry: <Module>(load: () => Promise<Module>) => {
      retried.loaders.push(load);
      return loadWithRetry(load);
    },
  };
});

afterEach(() => localStorage.clear());

describe('the sender of the likes kept offline', () => {
  it('loads through the retrying loader (loadWithRetry), and the likes go out', async () => {
    let offline = true;
    const like = vi.fn(async (_type: string, id: number) => {
      if (offline) throw new TypeError('Failed to fetch');
      return { item_id: id, liked_by_user: true, saved_by_user: false, likes_count: 1 };
    });
    const storage = createStorage();
    const store = createEtalageStore({ api: { like } as unknown as ApiClient, storage });
    await store.getState().toggleLike('variant', 5);
    expect(storage.get(STORAGE_KEYS.pendingLikes)).toHaveLength(1);

    offline = false;
    await store.getState().syncPendingLikes();
    expect(storage.get(STORAGE_KEYS.pendingLikes)).toBeUndefined();
    const modules = await Promise.all(retried.loaders.map((load) => load()));
    expect(modules).toContainEqual(expect.objectContaining({ createPendingLikesSync: expect.any(Function) }));
  });
});
