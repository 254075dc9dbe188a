import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage, STORAGE_KEYS } from '@etalage/core';
import type { ApiClient, LikeRecord } from '@etalage/core/api';
import { createEtalageStore, type EtalageStore } from '../../create-store.js';
import { displayedLikeCount, likeKey } from './likes-model.js';

/** A likes service in memory: idempotent like/unlike per item, like the real one. */
function fakeLikesService() {
  const liked = new Map<string, boolean>();
  const counts = new Map<string, number>();
  let offline = false;
  const record = (id: string | number): LikeRecord => ({
    item_id: id,
    liked_by_user: liked.get(String(id)) ?? false,
    saved_by_user: false,
    likes_count: counts.get(String(id)) ?? 0,
  });
  const change = (id: string | number, to: boolean) => {
    if (offline) throw new TypeError('Failed to fetch');
    const key = String(id);
    if ((liked.get(key) ?? false) !== to) counts.set(key, (counts.get(key) ?? 0) + (to ? 1 : -1));
    liked.set(key, to);
    return record(id);
  };
  const api = {
    lookupLike: vi.fn(async (_type: string, id: string | number) => record(id)),
    like: vi.fn(async (_type: string, id: string | number) => change(id, true)),
    unlike: vi.fn(async (_type: string, id: string | number) => change(id, false)),
    fetchAllLikes: vi.fn(async () => [...liked].filter(([, v]) => v).map(([id]) => record(Number(id)))),
    pairLikes: vi.fn(async () => {}),
  };
  return {
    api: api as unknown as ApiClient,
    calls: api,
    setOffline: (value: boolean) => (offline = value),
    count: (id: number) => counts.get(String(id)) ?? 0,
    setCount: (id: number, count: number) => counts.set(String(id), count),
  };
}

let service: ReturnType<typeof fakeLikesService>;
let store: EtalageStore;
const storage = createStorage();
const entry = (id: number, type: 'variant' | 'comparison' = 'variant') => store.getState().likes[likeKey(type, id)]!;
/** Lets the lazily loaded actions and the batched lookup answer. */
const settle = () => vi.waitFor(() => expect(service.calls.lookupLike).toHaveBeenCalled());

beforeEach(() => {
  localStorage.clear();
  service = fakeLikesService();
  store = createEtalageStore({ api: service.api, storage });
  window.dataLayer = [];
});

describe('likes slice', () => {
  it('looks up an item, then toggles it: the count changes by one when the call returns', async () => {
    service.setCount(7, 41);
    store.getState().observeLikeOf('variant', 7, 41);
    await settle();
    expect(entry(7)).toMatchObject({ liked: false, serverLiked: false, serverCount: 41 });

    await store.getState().toggleLike('variant', 7);
    expect(entry(7)).toMatchObject({ pending: false, liked: true, unsynced: false });
    expect(displayedLikeCount(entry(7))).toBe(42);

    await store.getState().toggleLike('variant', 7);
    expect(displayedLikeCount(entry(7))).toBe(41);
    expect(entry(7).liked).toBe(false);
  });

  it('ignores repeated clicks while a request runs', async () => {
    store.getState().observeLikeOf('variant', 1);
    await settle();
    let answer: (() => void) | undefined;
    const slowLike = service.calls.like.getMockImplementation()!;
    service.calls.like.mockImplementationOnce(async (type, id) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return slowLike(type, id);
    });
    const first = store.getState().toggleLike('variant', 1);
    await vi.waitFor(() => expect(entry(1).pending).toBe(true));
    await store.getState().toggleLike('variant', 1);
    await store.getState().toggleLike('variant', 1);
    answer!();
    await first;
    expect(service.calls.like).toHaveBeenCalledTimes(1);
    expect(service.calls.unlike).not.toHaveBeenCalled();
    expect(entry(1).liked).toBe(true);
  });

  it('keeps likes made offline in local storage and sends each exactly once when back online', async () => {
    for (const id of [1, 2, 3, 4, 5]) store.getState().observeLikeOf('variant', id);
    await settle();
    service.setOffline(true);
    for (const id of [1, 2, 3, 4, 5]) await store.getState().toggleLike('variant', id);
    expect([1, 2, 3, 4, 5].map((id) => entry(id))).toEqual(
      [1, 2, 3, 4, 5].map(() => expect.objectContaining({ liked: true, unsynced: true })),
    );
    expect(storage.get(STORAGE_KEYS.pendingLikes)).toHaveLength(5);

    await store.getState().syncPendingLikes(); // still offline: kept
    expect(storage.get(STORAGE_KEYS.pendingLikes)).toHaveLength(5);

    service.setOffline(false);
    service.calls.like.mockClear();
    await store.getState().syncPendingLikes();
    await store.getState().syncPendingLikes();
    expect(service.calls.like).toHaveBeenCalledTimes(5);
    expect([1, 2, 3, 4, 5].map((id) => service.count(id))).toEqual([1, 1, 1, 1, 1]);
    expect(storage.get(STORAGE_KEYS.pendingLikes)).toBeUndefined();
    expect(entry(3)).toMatchObject({ liked: true, unsynced: false, serverLiked: true });
  });

  it('sends nothing for a like and an unlike made offline', async () => {
    store.getState().observeLikeOf('variant', 9);
    await settle();
    service.setOffline(true);
    await store.getState().toggleLike('variant', 9);
    await store.getState().toggleLike('variant', 9);
    expect(storage.get(STORAGE_KEYS.pendingLikes)).toBeUndefined();
    service.setOffline(false);
    service.calls.like.mockClear();
    await store.getState().syncPendingLikes();
    expect(service.calls.like).not.toHaveBeenCalled();
    expect(service.count(9)).toBe(0);
  });

  it('restores an unsent like after a reload (a new store on the same storage) and shows it', async () => {
    service.setOffline(true);
    store.getState().observeLikeOf('variant', 4);
    await settle();
    service.calls.lookupLike.mockClear();
    await store.getState().toggleLike('variant', 4);

    const reloaded = createEtalageStore({ api: service.api, storage });
    reloaded.getState().observeLikeOf('variant', 4);
    await vi.waitFor(() => expect(reloaded.getState().likes[likeKey('variant', 4)]).toMatchObject({ liked: true, unsynced: true }));
    service.setOffline(false);
    await reloaded.getState().syncPendingLikes();
    expect(service.count(4)).toBe(1);
  });

  it('skips stored likes and outbox entries of another shape: the buttons work and only the well-formed change is sent', async () => {
    localStorage.setItem('etalage:likes', JSON.stringify({ v: { itemId: 3 }, e: null }));
    localStorage.setItem(
      'etalage:pending-likes',
      JSON.stringify({ v: [null, 'x', { itemId: 5 }, { itemType: 'variant', itemId: {}, liked: true }, { itemType: 'variant', itemId: 6, liked: true }], e: null }),
    );
    const reloaded = createEtalageStore({ api: service.api, storage });
    reloaded.getState().observeLikeOf('variant', 6);
    await vi.waitFor(() => expect(reloaded.getState().likes[likeKey('variant', 6)]).toMatchObject({ liked: true }));
    await reloaded.getState().syncPendingLikes();
    expect(service.calls.like).toHaveBeenCalledTimes(1);
    expect(service.count(6)).toBe(1);
    await reloaded.getState().toggleLike('variant', 3);
    expect(reloaded.getState().likes[likeKey('variant', 3)]).toMatchObject({ liked: true, pending: false });
    expect(JSON.parse(localStorage.getItem('etalage:likes')!).v).toContainEqual({ itemType: 'variant', itemId: 3 });
  });

  it('raises the flag when 3 or more variant likes are stored', async () => {
    await store.getState().toggleLike('variant', 1);
    await store.getState().toggleLike('variant', 2);
    expect(store.getState().manyVariantLikes).toBe(false);
    await store.getState().toggleLike('variant', 3);
    expect(store.getState().manyVariantLikes).toBe(true);
    expect(storage.get(STORAGE_KEYS.likes)).toHaveLength(3);
    await store.getState().toggleLike('variant', 3);
    expect(store.getState().manyVariantLikes).toBe(false);
  });

  it('raises comparison_add and comparison_removed for comparison toggles', async () => {
    await store.getState().toggleLike('comparison', 12);
    await vi.waitFor(() => expect(window.dataLayer).toHaveLength(1));
    await store.getState().toggleLike('comparison', 12);
    await vi.waitFor(() => expect(window.dataLayer).toHaveLength(2));
    expect(window.dataLayer).toEqual([
      { event: 'comparison_add', variant_id: 12 },
      { event: 'comparison_removed', variant_id: 12 },
    ]);
  });

  it('pairs likes once per user id and clears the marker when no user is present', async () => {
    store.setState({ user: { id: 5 } as never });
    await store.getState().pairLikesIfNeeded();
    await store.getState().pairLikesIfNeeded();
    expect(service.calls.pairLikes).toHaveBeenCalledTimes(1);
    expect(storage.get(STORAGE_KEYS.likesPairedUser)).toBe('5');

    store.setState({ user: null });
    await store.getState().pairLikesIfNeeded();
    expect(storage.get(STORAGE_KEYS.likesPairedUser)).toBeUndefined();

    store.setState({ user: { id: 6 } as never });
    await store.getState().pairLikesIfNeeded();
    expect(service.calls.pairLikes).toHaveBeenCalledTimes(2);
  });

  it('a failed pairing or liked-items load is logged, not remembered, and tried again by the next caller', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    service.calls.pairLikes.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    service.calls.fetchAllLikes.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    store.setState({ user: { id: 7 } as never, userLoaded: true });
    expect(await store.getState().loadLikedItems('variant')).toBe(false);
    expect(storage.get(STORAGE_KEYS.likesPairedUser)).toBeUndefined();
    await vi.waitFor(() => expect(errors.mock.calls.map(([text]) => String(text))).toEqual([
      expect.stringMatching(/^\[etalage\] likes: pairing failed, tried again on the next page/),
      expect.stringMatching(/^\[etalage\] likes: like-all variant failed/),
    ]), { timeout: 5000 });
    expect(await store.getState().loadLikedItems('variant')).toBe(true);
    expect(service.calls.pairLikes).toHaveBeenCalledTimes(2);
    expect(storage.get(STORAGE_KEYS.likesPairedUser)).toBe('7');
    errors.mockRestore();
  });

  it('loads liked items for the header counts', async () => {
    await store.getState().toggleLike('variant', 3);
    const fresh = createEtalageStore({ api: service.api, storage: createStorage({ backend: () => undefined }) });
    await fresh.getState().loadLikedItems('variant');
    expect(fresh.getState().likes[likeKey('variant', 3)]).toMatchObject({ liked: true, serverLiked: true });
  });

  it('loads liked items once per type, after pairing a logged-in user, and shares the request', async () => {
    const order: string[] = [];
    service.calls.pairLikes.mockImplementation(async () => void order.push('pair'));
    service.calls.fetchAllLikes.mockImplementation(async () => (order.push('fetch'), []));
    store.setState({ user: { id: 9 } as never, userLoaded: true });
    await Promise.all([store.getState().loadLikedItems('comparison'), store.getState().loadLikedItems('comparison')]);
    await store.getState().loadLikedItems('comparison');
    expect(order).toEqual(['pair', 'fetch']);
  });

  it("looks the page's items up only after pairing a logged-in user's likes as a visitor", async () => {
    const order: string[] = [];
    let paired: (() => void) | undefined;
    service.calls.pairLikes.mockImplementation(() => new Promise<void>((resolve) => (paired = () => (order.push('pair'), resolve()))));
    const lookup = service.calls.lookupLike.getMockImplementation()!;
    service.calls.lookupLike.mockImplementation(async (type, id) => (order.push('lookup'), lookup(type, id)));
    store.setState({ user: { id: 11 } as never, userLoaded: true });
    store.getState().observeLikesOf('variant', [{ itemId: 3 }, { itemId: 4 }]);
    await vi.waitFor(() => expect(paired).toBeDefined());
    expect(service.calls.lookupLike).not.toHaveBeenCalled();
    paired!();
    await settle();
    expect(order).toEqual(['pair', 'lookup', 'lookup']);
  });

  it('ignores clicks while a queued like is being sent, so the final state is the one the server has', async () => {
    service.setOffline(true);
    store.getState().observeLikeOf('variant', 1);
    await settle();
    await store.getState().toggleLike('variant', 1);
    service.setOffline(false);
    let answer: (() => void) | undefined;
    const like = service.calls.like.getMockImplementation()!;
    service.calls.like.mockImplementationOnce(async (type, id) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return like(type, id);
    });
    const sync = store.getState().syncPendingLikes();
    await vi.waitFor(() => expect(entry(1).pending).toBe(true));
    await store.getState().toggleLike('variant', 1); // ignored: the queued like is on its way
    answer!();
    await sync;
    expect(service.calls.unlike).not.toHaveBeenCalled();
    expect(entry(1)).toMatchObject({ liked: true, serverLiked: true, unsynced: false, pending: false });
    expect(service.count(1)).toBe(1);
  });

  it('does not let a lookup answer that started before a click overwrite the click', async () => {
    let answerLookup: ((record: LikeRecord) => void) | undefined;
    service.calls.lookupLike.mockImplementationOnce(() => new Promise<LikeRecord>((resolve) => (answerLookup = resolve)));
    store.getState().observeLikeOf('variant', 6);
    await vi.waitFor(() => expect(answerLookup).toBeDefined());
    await store.getState().toggleLike('variant', 6);
    answerLookup!({ item_id: 6, liked_by_user: false, saved_by_user: false, likes_count: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(entry(6)).toMatchObject({ liked: true, serverLiked: true });
  });

  it('pairs once when the session and both header buttons ask at the same moment', async () => {
    store.setState({ user: { id: 11 } as never, userLoaded: true });
    await Promise.all([
      store.getState().pairLikesIfNeeded(),
      store.getState().loadLikedItems('variant'),
      store.getState().loadLikedItems('comparison'),
    ]);
    expect(service.calls.pairLikes).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for a like and an unlike made offline before the lookup answered', async () => {
    service.setOffline(true);
    service.calls.lookupLike.mockImplementation(() => new Promise<LikeRecord>(() => {})); // never answers
    store.getState().observeLikeOf('variant', 13);
    await vi.waitFor(() => expect(entry(13)).toBeDefined());
    await store.getState().toggleLike('variant', 13);
    expect(storage.get(STORAGE_KEYS.pendingLikes)).toEqual([{ itemType: 'variant', itemId: 13, liked: true }]);
    await store.getState().toggleLike('variant', 13);
    expect(storage.get(STORAGE_KEYS.pendingLikes)).toBeUndefined();
    expect(entry(13)).toMatchObject({ liked: false, unsynced: false });
    service.setOffline(false);
    service.calls.like.mockClear();
    service.calls.unlike.mockClear();
    await store.getState().syncPendingLikes();
    expect(service.calls.like).not.toHaveBeenCalled();
    expect(service.calls.unlike).not.toHaveBeenCalled();
  });
});
