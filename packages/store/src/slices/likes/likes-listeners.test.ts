import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage } from '@etalage/core';
import type { ApiClient } from '@etalage/core/api';
import { createEtalageStore } from '../../create-store.js';

/** How often the like logic was made (from its chunk, on a store's first like action). */
const made = vi.hoisted(() => ({ likesActions: 0 }));
vi.mock('./likes-actions.js', async (original) => {
  const actions = await original<typeof import('./likes-actions.js')>();
  return {
    ...actions,
    createLikesActions: (...args: Parameters<typeof actions.createLikesActions>) => {
      made.likesActions += 1;
      return actions.createLikesActions(...args);
    },
  };
});

/** The window's listeners per event type, as added from here on, each until removed or its signal aborts. */
function windowListeners() {
  const listeners = new Map<string, Set<unknown>>();
  const of = (type: string) => listeners.get(type) ?? listeners.set(type, new Set()).get(type)!;
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: unknown, options?: unknown) => {
    const signal = typeof options === 'object' ? (options as AddEventListenerOptions).signal : undefined;
    if (!signal?.aborted) of(type).add(listener);
    signal?.addEventListener('abort', () => of(type).delete(listener));
    add(type, listener as EventListener, options as AddEventListenerOptions);
  });
  vi.spyOn(window, 'removeEventListener').mockImplementation((type: string, listener: unknown, options?: unknown) => {
    of(type).delete(listener);
    remove(type, listener as EventListener, options as EventListenerOptions);
  });
  return (type: string) => of(type).size;
}

const like = vi.fn(async (_type: string, id: number) => ({ item_id: id, liked_by_user: true, saved_by_user: false, likes_count: 1 }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("the like logic's window listeners", () => {
  it('are added when the like logic loads and all removed by removeLikesListeners', async () => {
    const count = windowListeners();
    const store = createEtalageStore({ api: { like } as unknown as ApiClient, storage: createStorage() });
    await store.getState().syncPendingLikes();
    expect(count('online')).toBe(1);
    expect(count('storage')).toBe(2); // the outbox and the local variant likes
    await store.getState().removeLikesListeners();
    expect(count('online')).toBe(0);
    expect(count('storage')).toBe(0);
  });

  it('are removed without loading the like logic: removed before it loads, none is added', async () => {
    const count = windowListeners();
    const store = createEtalageStore({ api: { like } as unknown as ApiClient, storage: createStorage() });
    const before = made.likesActions;
    store.getState().removeLikesListeners();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made.likesActions).toBe(before);
    await store.getState().syncPendingLikes();
    expect(count('online')).toBe(0);
    expect(count('storage')).toBe(0);
  });

  it('once removed, coming back online starts no sync', async () => {
    const store = createEtalageStore({ api: { like } as unknown as ApiClient, storage: createStorage() });
    await store.getState().removeLikesListeners();
    const sync = vi.spyOn(store.getState(), 'syncPendingLikes');
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(sync).not.toHaveBeenCalled();
  });
});
