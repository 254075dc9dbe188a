import { getStorage, STORAGE_KEYS, readConsent } from '@etalage/core';
import type { ItemId, ItemType, LikeRecord, StoredLike } from '@etalage/core/api';
import type { StoreApi } from 'zustand/vanilla';
import type { EtalageState } from '../types.js';
import type { LikeEntry, LikesActions, PendingLikeChange } from './likes-slice.js';
import { displayedLikeCount, likeKey, MANY_VARIANT_LIKES } from './likes-model.js';

type Set = StoreApi<EtalageState>['setState'];
type Get = StoreApi<EtalageState>['getState'];

/**
 * The like logic, loaded in a chunk of its own on first use (the page's entry keeps only the state):
 * an outbox of unsent changes in local storage where the final state per item wins.
 */
export function createLikesActions(set: Set, get: Get): LikesActions {

  const storage = () => get().storageOverride ?? getStorage();
  const readOutbox = () => storage().get<PendingLikeChange[]>(STORAGE_KEYS.pendingLikes) ?? [];
  const writeOutbox = (changes: PendingLikeChange[]) => {
    if (changes.length) storage().set(STORAGE_KEYS.pendingLikes, changes);
    else storage().remove(STORAGE_KEYS.pendingLikes);
  };
  const outboxChange = (key: string) => readOutbox().find((change) => likeKey(change.itemType, change.itemId) === key);
  const keepInOutbox = (change: PendingLikeChange) => {
    const key = likeKey(change.itemType, change.itemId);
    writeOutbox([...readOutbox().filter((c) => likeKey(c.itemType, c.itemId) !== key), change]);
  };
  const dropFromOutbox = (key: string, onlyIfLiked?: boolean) =>
    writeOutbox(readOutbox().filter((c) => likeKey(c.itemType, c.itemId) !== key || (onlyIfLiked !== undefined && c.liked !== onlyIfLiked)));

  const readLocalVariantLikes = () => storage().get<StoredLike[]>(STORAGE_KEYS.likes) ?? [];
  function rememberVariantLike(itemId: ItemId, liked: boolean) {
    const others = readLocalVariantLikes().filter((like) => String(like.itemId) !== String(itemId));
    const next = liked ? [...others, { itemType: 'variant' as const, itemId }] : others;
    storage().set(STORAGE_KEYS.likes, next);
    set({ manyVariantLikes: next.length >= MANY_VARIANT_LIKES });
  }

  function patch(key: string, changes: Partial<LikeEntry>) {
    const entry = get().likes[key];
    if (entry) set({ likes: { ...get().likes, [key]: { ...entry, ...changes } } });
  }

  function ensureEntry(itemType: ItemType, itemId: ItemId, initialCount = 0): LikeEntry {
    const key = likeKey(itemType, itemId);
    const existing = get().likes[key];
    if (existing) return existing;
    const pendingChange = outboxChange(key);
    const locallyLiked =
      itemType === 'variant' && readLocalVariantLikes().some((like) => String(like.itemId) === String(itemId));
    const entry: LikeEntry = {
      itemType,
      itemId,
      liked: pendingChange ? pendingChange.liked : locallyLiked,
      serverLiked: null,
      serverCount: initialCount,
      pending: false,
      unsynced: Boolean(pendingChange),
    };
    set({ likes: { ...get().likes, [key]: entry } });
    return entry;
  }

  /** Takes the service's record as the truth, unless the shopper's own unsent change overrides it. */
  function applyServerRecord(itemType: ItemType, record: LikeRecord) {
    const key = likeKey(itemType, record.item_id);
    ensureEntry(itemType, record.item_id, record.likes_count);
    const entry = get().likes[key]!;
    if (entry.pending) return;
    const serverLiked = record.liked_by_user;
    const pendingChange = outboxChange(key);
    if (pendingChange && pendingChange.liked === serverLiked) dropFromOutbox(key);
    const unsent = pendingChange && pendingChange.liked !== serverLiked;
    patch(key, {
      serverLiked,
      serverCount: record.likes_count,
      liked: unsent ? pendingChange.liked : serverLiked,
      unsynced: Boolean(unsent),
    });
    if (itemType === 'variant' && !unsent) rememberVariantLike(record.item_id, serverLiked);
  }

  /** Liked items are loaded once per type and page; later callers wait for the same request. */
  const likedItemsLoads = new Map<ItemType, Promise<boolean>>();
  /** Answers whether the list arrived; a failed load is forgotten, so the next caller tries again. */
  async function fetchLikedItems(itemType: ItemType): Promise<boolean> {
    // A user's list includes the likes made as a visitor only after pairing.
    if (!get().userLoaded) await get().loadUser();
    await get().pairLikesIfNeeded();
    try {
      const records = await (await get().sessionApi()).fetchAllLikes(itemType);
      for (const record of records) if (record.liked_by_user) applyServerRecord(itemType, record);
      return true;
    } catch {
      // Counts fall back to what the page itself shows; a list page shows its error state.
      likedItemsLoads.delete(itemType);
      return false;
    }
  }

  const consentForVariantLikes = () => (get().user ? Boolean(readConsent()?.marketing) : undefined);

  return {
    watchLikeOf(itemType, itemId, initialCount) {
      const key = likeKey(itemType, itemId);
      if (get().likes[key]) return;
      ensureEntry(itemType, itemId, initialCount);
      set({ manyVariantLikes: readLocalVariantLikes().length >= MANY_VARIANT_LIKES });
      void get()
        .sessionApi()
        .then((api) => api.lookupLike(itemType, itemId))
        .then((record) => applyServerRecord(itemType, record))
        // A failed lookup batch is logged and re-queued by the client; the item keeps its local state meanwhile.
        .catch(() => {});
    },

    async toggleLike(itemType, itemId) {
      const key = likeKey(itemType, itemId);
      const entry = ensureEntry(itemType, itemId);
      if (entry.pending) return;
      const target = !entry.liked;
      patch(key, { pending: true });
      try {
        const api = await get().sessionApi();
        const record = target
          ? await api.like(itemType, itemId, itemType === 'variant' ? { consent: consentForVariantLikes() } : {})
          : await api.unlike(itemType, itemId);
        dropFromOutbox(key);
        const serverCount = record?.likes_count ?? displayedLikeCount({ ...get().likes[key]!, liked: target, unsynced: true });
        patch(key, { liked: target, serverLiked: target, serverCount, pending: false, unsynced: false });
      } catch {
        // Offline or refused (spec §8: swallowed): the choice is kept in local storage and retried.
        // If the server already has the chosen state (a like undone offline), nothing needs to be sent.
        const { serverLiked } = get().likes[key]!;
        if (serverLiked === target) dropFromOutbox(key);
        else keepInOutbox({ itemType, itemId, liked: target });
        patch(key, { liked: target, pending: false, unsynced: serverLiked !== target });
      }
      if (itemType === 'variant') rememberVariantLike(itemId, target);
      if (itemType === 'comparison') {
        // Tracking loads with the first comparison toggle, not with every listing page.
        void import('./comparison-events.js')
          .then(({ trackComparisonToggle }) => trackComparisonToggle(target, Number(itemId)))
          .catch(() => {}); // offline: the event is lost, the comparison is not
      }
    },

    async syncPendingLikes() {
      if (get().likesSyncing || readOutbox().length === 0) return;
      set({ likesSyncing: true });
      try {
        const api = await get().sessionApi();
        for (const change of readOutbox()) {
          const key = likeKey(change.itemType, change.itemId);
          if (get().likes[key]?.pending) continue; // the click in flight decides
          try {
            const record = change.liked
              ? await api.like(change.itemType, change.itemId, change.itemType === 'variant' ? { consent: consentForVariantLikes() } : {})
              : await api.unlike(change.itemType, change.itemId);
            // Remove it only if the shopper did not change their mind while it was on its way.
            dropFromOutbox(key, change.liked);
            const entry = get().likes[key];
            if (entry) {
              patch(key, {
                serverLiked: change.liked,
                serverCount: record?.likes_count ?? entry.serverCount,
                unsynced: entry.liked !== change.liked,
              });
            }
          } catch {
            // Kept for the next start or the next time the browser comes online.
          }
        }
      } catch {
        // The API chunk could not load (offline): everything stays queued.
      } finally {
        set({ likesSyncing: false });
      }
    },

    loadLikedItems(itemType) {
      let load = likedItemsLoads.get(itemType);
      if (!load) likedItemsLoads.set(itemType, (load = fetchLikedItems(itemType)));
      return load;
    },

    async pairLikesIfNeeded() {
      const user = get().user;
      if (!user) {
        storage().remove(STORAGE_KEYS.likesPairedUser);
        return;
      }
      if (storage().get<string>(STORAGE_KEYS.likesPairedUser) === String(user.id)) return;
      try {
        await (await get().sessionApi()).pairLikes();
        storage().set(STORAGE_KEYS.likesPairedUser, String(user.id));
      } catch {
        // Tried again on the next page.
      }
    },
  };
}
