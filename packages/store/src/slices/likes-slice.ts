import { STORAGE_KEYS, readConsent } from '@etalage/core';
import { trackComparisonToggle } from '@etalage/core/tracking';
import type { ItemId, ItemType, LikeRecord, StoredLike } from '@etalage/core/api';
import type { EtalageSlice } from '../types.js';

/** One item's like (or comparison) state as every widget of the page sees it. */
export interface LikeEntry {
  itemType: ItemType;
  itemId: ItemId;
  /** What the shopper chose and sees. */
  liked: boolean;
  /** What the likes service last confirmed; null while unknown (not looked up yet, or offline). */
  serverLiked: boolean | null;
  /** The item's like count as the service (or the server's markup) last said. */
  serverCount: number;
  /** A like or unlike request of this item is under way: further clicks are ignored. */
  pending: boolean;
  /** The shown state is not on the server yet (offline or failed); it is kept in local storage and retried. */
  unsynced: boolean;
}

/** A like or unlike that has not reached the likes service; the final state per item wins. */
export interface PendingLikeChange extends StoredLike {
  liked: boolean;
}

export interface LikesSlice {
  likes: Record<string, LikeEntry>;
  /** Raised when 3 or more variant likes are stored locally (spec §4). */
  manyVariantLikes: boolean;
  likesSyncing: boolean;
  /** Registers an item shown on the page and looks up its state (batched with every other item of the tick). */
  watchLikeOf: (itemType: ItemType, itemId: ItemId, initialCount?: number) => void;
  toggleLike: (itemType: ItemType, itemId: ItemId) => Promise<void>;
  /** Sends the likes kept in local storage (on start and when the browser is back online). */
  syncPendingLikes: () => Promise<void>;
  /** Loads every item the shopper liked, for header counts and the comparison page. */
  loadLikedItems: (itemType: ItemType) => Promise<void>;
  /** After login, pairs this browser's anonymous likes with the account, once per user id. */
  pairLikesIfNeeded: () => Promise<void>;
}

/** Spec §4: the flag is raised at 3 stored variant likes. */
export const MANY_VARIANT_LIKES = 3;

export const likeKey = (itemType: ItemType, itemId: ItemId): string => `${itemType}:${String(itemId)}`;

/** The count a like button shows: the server's count plus the shopper's change that the server has not seen. */
export function displayedLikeCount(entry: LikeEntry): number {
  if (entry.serverLiked === null) return entry.serverCount + (entry.unsynced && entry.liked ? 1 : 0);
  if (entry.liked === entry.serverLiked) return entry.serverCount;
  return Math.max(0, entry.serverCount + (entry.liked ? 1 : -1));
}

export const createLikesSlice: EtalageSlice<LikesSlice> = (set, get) => {
  const storage = () => get().storage();
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

  const consentForVariantLikes = () => (get().user ? Boolean(readConsent()?.marketing) : undefined);

  return {
    likes: {},
    manyVariantLikes: false,
    likesSyncing: false,

    watchLikeOf(itemType, itemId, initialCount) {
      const key = likeKey(itemType, itemId);
      if (get().likes[key]) return;
      ensureEntry(itemType, itemId, initialCount);
      set({ manyVariantLikes: readLocalVariantLikes().length >= MANY_VARIANT_LIKES });
      void get()
        .api()
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
        const api = await get().api();
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
      if (itemType === 'comparison') trackComparisonToggle(target, Number(itemId));
    },

    async syncPendingLikes() {
      if (get().likesSyncing || readOutbox().length === 0) return;
      set({ likesSyncing: true });
      try {
        const api = await get().api();
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

    async loadLikedItems(itemType) {
      try {
        const records = await (await get().api()).fetchAllLikes(itemType);
        for (const record of records) if (record.liked_by_user) applyServerRecord(itemType, record);
      } catch {
        // Counts fall back to what the page itself shows.
      }
    },

    async pairLikesIfNeeded() {
      const user = get().user;
      if (!user) {
        storage().remove(STORAGE_KEYS.likesPairedUser);
        return;
      }
      if (storage().get<string>(STORAGE_KEYS.likesPairedUser) === String(user.id)) return;
      try {
        await (await get().api()).pairLikes();
        storage().set(STORAGE_KEYS.likesPairedUser, String(user.id));
      } catch {
        // Tried again on the next page.
      }
    },
  };
};
