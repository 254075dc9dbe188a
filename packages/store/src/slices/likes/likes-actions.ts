import { getStorage, STORAGE_KEYS, readConsent } from '@etalage/core';
import type { ItemId, ItemType, LikeRecord, StoredLike } from '@etalage/core/api';
import type { GetState, SetState } from '../slice-creator.js';
import type { LikesActions, LikesStore } from './likes-slice.js';
import { displayedLikeCount, likeKey, MANY_VARIANT_LIKES, type LikeEntry, type PendingLikeChange } from './likes-model.js';

/**
 * The well-formed likes of a stored list: an entry another version, a browser extension or a broken write left in
 * another shape is skipped (never a TypeError in every like button); `withLiked` also requires the outbox's flag.
 */
function storedLikes(value: unknown, withLiked: boolean): StoredLike[] {
  if (!Array.isArray(value)) return [];
  return value.filter((like: Partial<PendingLikeChange> | null) => {
    if (typeof like !== 'object' || like === null) return false;
    const idOk = typeof like.itemId === 'number' || typeof like.itemId === 'string';
    return idOk && ['variant', 'comparison', 'user'].includes(like.itemType as string) && (!withLiked || typeof like.liked === 'boolean');
  });
}

/**
 * The like logic, loaded in a chunk of its own on first use (the page's entry keeps only the state):
 * an outbox of unsent changes in local storage where the final state per item wins.
 */
export function createLikesActions(set: SetState<LikesStore>, get: GetState<LikesStore>): LikesActions {

  const storage = () => get().storageOverride ?? getStorage();
  /**
   * The outbox and the local variant likes are read from storage once and kept in memory (no storage read
   * per like button on a page of 60 cards); writes go to both. Another tab's change clears the copy.
   */
  let outbox: PendingLikeChange[] | undefined;
  let localVariantLikes: StoredLike[] | undefined;
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key.endsWith(STORAGE_KEYS.pendingLikes)) outbox = undefined;
      if (event.key === null || event.key.endsWith(STORAGE_KEYS.likes)) localVariantLikes = undefined;
    });
  }
  const readOutbox = () => (outbox ??= storedLikes(storage().get(STORAGE_KEYS.pendingLikes), true) as PendingLikeChange[]);
  const writeOutbox = (changes: PendingLikeChange[]) => {
    outbox = changes;
    if (changes.length) storage().set(STORAGE_KEYS.pendingLikes, changes);
    else storage().remove(STORAGE_KEYS.pendingLikes);
  };
  const outboxChange = (key: string) => readOutbox().find((change) => likeKey(change.itemType, change.itemId) === key);
  const keepInOutbox = (change: PendingLikeChange) => {
    const key = likeKey(change.itemType, change.itemId);
    writeOutbox([...readOutbox().filter((c) => likeKey(c.itemType, c.itemId) !== key), change]);
  };
  const dropFromOutbox = (key: string) => writeOutbox(readOutbox().filter((c) => likeKey(c.itemType, c.itemId) !== key));
  const readLocalVariantLikes = () => (localVariantLikes ??= storedLikes(storage().get(STORAGE_KEYS.likes), false));
  function rememberVariantLike(itemId: ItemId, liked: boolean) {
    const current = readLocalVariantLikes();
    const others = current.filter((like) => String(like.itemId) !== String(itemId));
    // A lookup answer confirms most items as they are: no storage write for those (60 per page otherwise).
    if ((others.length < current.length) === liked) return;
    const next = liked ? [...others, { itemType: 'variant' as const, itemId }] : others;
    localVariantLikes = next;
    storage().set(STORAGE_KEYS.likes, next);
    flagManyVariantLikes(next);
  }
  /** Spec §4's flag, set only when it changes (no store update per like button). */
  function flagManyVariantLikes(stored: readonly StoredLike[]) {
    const manyVariantLikes = stored.length >= MANY_VARIANT_LIKES;
    if (get().manyVariantLikes !== manyVariantLikes) set({ manyVariantLikes });
  }
  /**
   * Entry changes of one tick are written to the store together: 60 like buttons mounting (or a lookup
   * answering for 60 items) make one store update, not 60 copies of the whole likes map.
   */
  let changed: Record<string, LikeEntry> | null = null;
  const entryOf = (key: string): LikeEntry | undefined => changed?.[key] ?? get().likes[key];
  function commitEntries() {
    const entries = changed;
    changed = null;
    if (entries) set({ likes: { ...get().likes, ...entries } });
  }
  function writeEntry(key: string, entry: LikeEntry) {
    if (!changed) {
      changed = {};
      queueMicrotask(commitEntries);
    }
    changed[key] = entry;
  }

  function patch(key: string, changes: Partial<LikeEntry>) {
    const entry = entryOf(key);
    if (entry) writeEntry(key, { ...entry, ...changes });
  }

  function ensureEntry(itemType: ItemType, itemId: ItemId, initialCount = 0): LikeEntry {
    const key = likeKey(itemType, itemId);
    const existing = entryOf(key);
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
    writeEntry(key, entry);
    return entry;
  }

  /**
   * Every like or unlike sent (by a click or the outbox) is numbered, so that an answer to a lookup that
   * started before it (a batch re-queued for seconds, say) cannot overwrite the newer state.
   */
  let changeCount = 0;
  const lastChange = new Map<string, number>();
  const recordChange = (key: string) => lastChange.set(key, ++changeCount);
  const changedSince = (key: string, since: number) => (lastChange.get(key) ?? 0) > since;

  /** Takes the service's record as the truth, unless the shopper's own unsent change overrides it. */
  function applyServerRecord(itemType: ItemType, record: LikeRecord, askedAt: number) {
    const key = likeKey(itemType, record.item_id);
    ensureEntry(itemType, record.item_id, record.likes_count);
    const entry = entryOf(key)!;
    if (entry.pending || changedSince(key, askedAt)) return;
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
    const askedAt = changeCount;
    try {
      // A user's list includes the likes made as a visitor only after pairing.
      if (!get().userLoaded) await get().loadUser();
      await get().pairLikesIfNeeded();
      const records = await (await get().sessionApi()).fetchAllLikes(itemType);
      for (const record of records) if (record.liked_by_user) applyServerRecord(itemType, record, askedAt);
      return true;
    } catch (error) {
      // Counts fall back to what the page itself shows; a list page shows its error state.
      console.error(`[etalage] likes: like-all ${itemType} failed:`, error);
      likedItemsLoads.delete(itemType);
      return false;
    }
  }

  /** Pairing requests under way, per user id. */
  const pairings = new Map<string, Promise<void>>();

  const consentForVariantLikes = () => (get().user ? Boolean(readConsent()?.marketing) : undefined);

  /** How many buttons on the page show each item (a feed may show one twice); see releaseLikesOf. */
  const watchers = new Map<string, number>();

  /** Registers the items shown on the page and looks up their state: one store update, one lookup batch. */
  function watchLikes(itemType: ItemType, items: readonly { itemId: ItemId; initialCount?: number }[]) {
    for (const { itemId } of items) {
      const key = likeKey(itemType, itemId);
      watchers.set(key, (watchers.get(key) ?? 0) + 1);
    }
    const added = items.filter(({ itemId }) => !entryOf(likeKey(itemType, itemId)));
    if (added.length === 0) return;
    for (const { itemId, initialCount } of added) ensureEntry(itemType, itemId, initialCount);
    flagManyVariantLikes(readLocalVariantLikes());
    const askedAt = changeCount;
    void get()
      .sessionApi()
      .then((api) => {
        for (const { itemId } of added) {
          api
            .lookupLike(itemType, itemId)
            .then((record) => {
              // Not for a button that left the page meanwhile (its entry is forgotten).
              if (watchers.has(likeKey(itemType, itemId))) applyServerRecord(itemType, record, askedAt);
            })
            // A failed lookup batch is logged and re-queued by the client; the item keeps its local state meanwhile.
            .catch(() => {});
        }
      })
      .catch(() => {}); // the client could not load (offline): the items keep their local state
  }

  return {
    watchLikeOf(itemType, itemId, initialCount) {
      watchLikes(itemType, [{ itemId, initialCount }]);
    },
    watchLikesOf(itemType, items) {
      watchLikes(itemType, items);
    },
    releaseLikesOf(itemType, itemIds) {
      const forgotten: string[] = [];
      for (const itemId of itemIds) {
        const key = likeKey(itemType, itemId);
        const left = (watchers.get(key) ?? 0) - 1;
        if (left > 0) {
          watchers.set(key, left);
          continue;
        }
        watchers.delete(key);
        const entry = entryOf(key);
        if (entry && !entry.liked && !entry.pending && !entry.unsynced) forgotten.push(key);
      }
      if (forgotten.length === 0) return;
      commitEntries();
      const likes = { ...get().likes };
      for (const key of forgotten) delete likes[key];
      set({ likes });
    },
    async toggleLike(itemType, itemId) {
      const key = likeKey(itemType, itemId);
      const entry = ensureEntry(itemType, itemId);
      if (entry.pending) return;
      const target = !entry.liked;
      patch(key, { pending: true });
      recordChange(key);
      try {
        const api = await get().sessionApi();
        const record = target
          ? await api.like(itemType, itemId, itemType === 'variant' ? { consent: consentForVariantLikes() } : {})
          : await api.unlike(itemType, itemId);
        dropFromOutbox(key);
        const serverCount = record?.likes_count ?? displayedLikeCount({ ...entryOf(key)!, liked: target, unsynced: true });
        patch(key, { liked: target, serverLiked: target, serverCount, pending: false, unsynced: false });
      } catch {
        // Offline or refused (spec §8: swallowed): the choice is kept in local storage and retried.
        // Nothing needs to be sent when it undoes a change that never left (a like and an unlike made
        // offline cancel out), or when the server already has the chosen state.
        const { serverLiked } = entryOf(key)!;
        const queued = outboxChange(key);
        const cancelsQueued = queued !== undefined && queued.liked !== target;
        if (cancelsQueued || serverLiked === target) dropFromOutbox(key);
        else keepInOutbox({ itemType, itemId, liked: target });
        patch(key, { liked: target, pending: false, unsynced: !cancelsQueued && serverLiked !== target });
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
          if (entryOf(key)?.pending) continue; // the click in flight decides
          // Pending like a click: the button ignores clicks until the queued change has an answer.
          ensureEntry(change.itemType, change.itemId);
          patch(key, { pending: true });
          recordChange(key);
          try {
            const record = change.liked
              ? await api.like(change.itemType, change.itemId, change.itemType === 'variant' ? { consent: consentForVariantLikes() } : {})
              : await api.unlike(change.itemType, change.itemId);
            dropFromOutbox(key);
            const entry = entryOf(key)!;
            patch(key, {
              liked: change.liked,
              serverLiked: change.liked,
              serverCount: record?.likes_count ?? entry.serverCount,
              unsynced: false,
            });
          } catch {
            // Kept for the next start or the next time the browser comes online.
          } finally {
            patch(key, { pending: false });
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

    pairLikesIfNeeded() {
      const user = get().user;
      if (!user) {
        storage().remove(STORAGE_KEYS.likesPairedUser);
        return Promise.resolve();
      }
      const userId = String(user.id);
      if (storage().get<string>(STORAGE_KEYS.likesPairedUser) === userId) return Promise.resolve();
      // Callers at the same moment (session start, both header buttons) share one request.
      let pairing = pairings.get(userId);
      if (!pairing) {
        pairing = (async () => {
          try {
            await (await get().sessionApi()).pairLikes();
            storage().set(STORAGE_KEYS.likesPairedUser, userId);
          } catch (error) {
            // Tried again on the next page (pairing twice changes nothing on the server).
            console.error('[etalage] likes: pairing failed, tried again on the next page:', error);
          } finally {
            pairings.delete(userId);
          }
        })();
        pairings.set(userId, pairing);
      }
      return pairing;
    },
  };
}
