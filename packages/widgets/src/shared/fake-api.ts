import { vi } from 'vitest';
import type { ApiClient, LikeRecord, WatchdogStatus } from '@etalage/core/api';
import { createEtalageStore, setStore, type EtalageStore } from '@etalage/store';

/** A likes and watchdog service in memory for component tests: idempotent like this storefront's. */
export function createFakeServices() {
  const liked = new Map<string, boolean>();
  const counts = new Map<string, number>();
  const watches = new Map<number, WatchdogStatus>();
  const failures = { likes: false, watchStatus: false, unsubscribe: false };
  let releaseLikes: (() => void) | null = null;
  let holdLikes = false;

  const key = (type: string, id: string | number) => `${type}:${id}`;
  const record = (type: string, id: string | number): LikeRecord => ({
    item_id: id,
    liked_by_user: liked.get(key(type, id)) ?? false,
    saved_by_user: false,
    likes_count: counts.get(key(type, id)) ?? 0,
  });
  async function change(type: string, id: string | number, to: boolean) {
    if (holdLikes) await new Promise<void>((resolve) => (releaseLikes = resolve));
    if (failures.likes) throw new Error('500 Internal Server Error');
    const k = key(type, id);
    if ((liked.get(k) ?? false) !== to) counts.set(k, (counts.get(k) ?? 0) + (to ? 1 : -1));
    liked.set(k, to);
    return record(type, id);
  }

  const api = {
    lookupLike: vi.fn(async (type: string, id: string | number) => record(type, id)),
    like: vi.fn(async (type: string, id: string | number) => change(type, id, true)),
    unlike: vi.fn(async (type: string, id: string | number) => change(type, id, false)),
    fetchAllLikes: vi.fn(async (type: string) =>
      [...liked].filter(([k, v]) => v && k.startsWith(`${type}:`)).map(([k]) => record(type, Number(k.split(':')[1]))),
    ),
    pairLikes: vi.fn(async () => {}),
    fetchWatchdogStatus: vi.fn(async (id: number) => {
      if (failures.watchStatus) throw new Error('500');
      return watches.get(id) ?? { subscribed: false, type: null, targetPrice: null };
    }),
    subscribeWatchdog: vi.fn(async (id: number, body: { email: string; targetPrice: number | null }) => {
      watches.set(id, { subscribed: true, type: body.targetPrice === null ? 'availability' : 'price', targetPrice: body.targetPrice });
    }),
    unsubscribeWatchdog: vi.fn(async (id: number) => {
      if (failures.unsubscribe) throw new Error('500');
      watches.delete(id);
    }),
  };

  return {
    api,
    failures,
    setCount: (type: string, id: number, count: number) => counts.set(key(type, id), count),
    setWatch: (id: number, status: WatchdogStatus) => watches.set(id, status),
    /** Keeps like/unlike calls waiting until release(), to observe the pending state. */
    hold: () => (holdLikes = true),
    release: () => {
      holdLikes = false;
      releaseLikes?.();
    },
    /** A fresh pinned store using these services (what every widget root of the page shares). */
    installStore(): EtalageStore {
      localStorage.clear();
      return setStore(createEtalageStore({ api: api as unknown as ApiClient }));
    },
  };
}
