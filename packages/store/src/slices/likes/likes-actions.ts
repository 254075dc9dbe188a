import { getStorage, MANY_VARIANT_LIKES, reportProblem } from '@etalage/core';
import type { ItemId, ItemType, LikeRecord } from '@etalage/core/api';
import type { GetState, SetState } from '../slice-creator.js';
import { createChangeNumbers } from './change-numbers.js';
import { createEntryBatch } from './entry-batch.js';
import { createLikeOutbox } from './like-outbox.js';
import { displayedLikeCount, likeKey, type LikeEntry } from './likes-model.js';
import type { LikesActions, LikesStore } from './likes-slice.js';
import { createLocalVariantLikes } from './local-variant-likes.js';
import { createLikePairing } from './pair-likes.js';
import { createLikeSender } from './send-like-change.js';

/**
 * The like logic, loaded in a chunk of its own on first use (the page's entry keeps only the state): the entries
 * of the items on the page, looked up in batches, and the shopper's changes, kept in an outbox until sent.
 */
export function createLikesActions(set: SetState<LikesStore>, get: GetState<LikesStore>): LikesActions {
  const storage = () => get().storageOverride ?? getStorage();
  const outbox = createLikeOutbox(storage);
  const variantLikes = createLocalVariantLikes(storage);
  const entries = createEntryBatch(set, get);
  const changeNumbers = createChangeNumbers();
  const sendLikeChange = createLikeSender({ get, entries, outbox, changeNumbers });
  const pairLikesIfNeeded = createLikePairing(get, storage);

  /** Spec §4's flag, set only when it changes (no store update per like button). */
  function flagManyVariantLikes() {
    const manyVariantLikes = variantLikes.all().length >= MANY_VARIANT_LIKES;
    if (get().manyVariantLikes !== manyVariantLikes) set({ manyVariantLikes });
  }
  function rememberVariantLike(itemId: ItemId, liked: boolean) {
    if (variantLikes.remember(itemId, liked)) flagManyVariantLikes();
  }

  /** The item's entry; a new one starts from the outbox's change, else from the local variant likes. */
  function ensureEntry(itemType: ItemType, itemId: ItemId, initialCount = 0): LikeEntry {
    const key = likeKey(itemType, itemId);
    const existing = entries.entryOf(key);
    if (existing) return existing;
    const pendingChange = outbox.changeOf(key);
    const locallyLiked = itemType === 'variant' && variantLikes.has(itemId);
    const entry: LikeEntry = {
      itemType,
      itemId,
      liked: pendingChange ? pendingChange.liked : locallyLiked,
      serverLiked: null,
      serverCount: initialCount,
      pending: false,
      unsynced: Boolean(pendingChange),
    };
    entries.write(key, entry);
    return entry;
  }

  /** Takes the service's record as the truth, unless the shopper's own unsent change overrides it. */
  function applyServerRecord(itemType: ItemType, record: LikeRecord, askedAt: number) {
    const key = likeKey(itemType, record.item_id);
    ensureEntry(itemType, record.item_id, record.likes_count);
    const entry = entries.entryOf(key)!;
    if (entry.pending || changeNumbers.changedSince(key, askedAt)) return;
    const serverLiked = record.liked_by_user;
    const pendingChange = outbox.changeOf(key);
    if (pendingChange && pendingChange.liked === serverLiked) outbox.drop(key);
    const unsent = pendingChange && pendingChange.liked !== serverLiked;
    entries.patch(key, {
      serverLiked,
      serverCount: record.likes_count,
      liked: unsent ? pendingChange.liked : serverLiked,
      unsynced: Boolean(unsent),
    });
    if (itemType === 'variant' && !unsent) rememberVariantLike(record.item_id, serverLiked);
  }

  // Likes kept while offline go out as soon as the browser is back online (spec §4). Here, with the like logic that
  // every page's session start loads, rather than in the page's entry.
  if (typeof window !== 'undefined') window.addEventListener('online', () => void get().syncPendingLikes());

  /**
   * The user loaded and, after a login, their likes as a visitor paired: before that the service answers 'not liked'
   * for those items (a lookup would show them so and the local list of liked variants drop them; the user's list of
   * liked items would leave them out).
   */
  async function userWithLikesPaired(): Promise<void> {
    if (!get().userLoaded) await get().loadUser();
    await get().pairLikesIfNeeded();
  }

  /** A sync was asked for while one ran: it runs once more when that one ends. */
  let syncAgain = false;

  /** Liked items are loaded once per type and page; later callers wait for the same request. */
  const likedItemsLoads = new Map<ItemType, Promise<boolean>>();
  /** Answers whether the list arrived; a failed load is forgotten, so the next caller tries again. */
  async function fetchLikedItems(itemType: ItemType): Promise<boolean> {
    const askedAt = changeNumbers.latest();
    try {
      await userWithLikesPaired();
      const records = await (await get().sessionApi()).fetchAllLikes(itemType);
      for (const record of records) if (record.liked_by_user) applyServerRecord(itemType, record, askedAt);
      return true;
    } catch (error) {
      // Counts fall back to what the page itself shows; a list page shows its error state.
      reportProblem('likes', `like-all ${itemType} failed:`, error);
      likedItemsLoads.delete(itemType);
      return false;
    }
  }

  /** How many buttons on the page show each item (a feed may show one twice); see releaseLikesOf. */
  const watchers = new Map<string, number>();

  /** Registers the items shown on the page and looks up their state: one store update, one lookup batch. */
  function watchLikes(itemType: ItemType, items: readonly { itemId: ItemId; initialCount?: number }[]) {
    for (const { itemId } of items) {
      const key = likeKey(itemType, itemId);
      watchers.set(key, (watchers.get(key) ?? 0) + 1);
    }
    const added = items.filter(({ itemId }) => !entries.entryOf(likeKey(itemType, itemId)));
    if (added.length === 0) return;
    for (const { itemId, initialCount } of added) ensureEntry(itemType, itemId, initialCount);
    flagManyVariantLikes();
    const askedAt = changeNumbers.latest();
    void userWithLikesPaired()
      .then(() => get().sessionApi())
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
      .catch(() => {}); // the client (or pairing) could not load (offline): the items keep their local state
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
        const entry = entries.entryOf(key);
        if (entry && !entry.liked && !entry.pending && !entry.unsynced) forgotten.push(key);
      }
      if (forgotten.length === 0) return;
      entries.commit();
      const likes = { ...get().likes };
      for (const key of forgotten) delete likes[key];
      set({ likes });
    },

    async toggleLike(itemType, itemId) {
      const key = likeKey(itemType, itemId);
      const entry = ensureEntry(itemType, itemId);
      if (entry.pending) return;
      const target = !entry.liked;
      try {
        // An answer without a body: the count the button showed with the shopper's change.
        await sendLikeChange({ itemType, itemId, liked: target }, (sent) => displayedLikeCount({ ...sent, liked: target, unsynced: true }));
      } catch {
        // Offline or refused (spec §8: swallowed): the choice is kept in local storage and retried.
        // Nothing needs to be sent when it undoes a change that never left (a like and an unlike made
        // offline cancel out), or when the server already has the chosen state.
        const { serverLiked } = entries.entryOf(key)!;
        const queued = outbox.changeOf(key);
        const cancelsQueued = queued !== undefined && queued.liked !== target;
        if (cancelsQueued || serverLiked === target) outbox.drop(key);
        else outbox.keep({ itemType, itemId, liked: target });
        entries.patch(key, { liked: target, pending: false, unsynced: !cancelsQueued && serverLiked !== target });
      }
      if (itemType === 'variant') rememberVariantLike(itemId, target);
      // A like or a product added to the comparison is a conversion of the experiments the page showed.
      if (target) {
        globalThis.__etalageConversion?.(itemType === 'comparison' ? 'comparison_add' : 'like', { item_type: itemType, item_id: itemId });
      }
      if (itemType === 'comparison') {
        // Tracking loads with the first comparison toggle, not with every listing page.
        void import('./comparison-events.js')
          .then(({ trackComparisonToggle }) => trackComparisonToggle(target, Number(itemId)))
          .catch(() => {}); // offline: the event is lost, the comparison is not
      }
    },

    async syncPendingLikes() {
      // A call during a sync (the browser came back online while a send was failing) runs again after it, not never.
      if (get().likesSyncing) {
        syncAgain = true;
        return;
      }
      if (outbox.changes().length === 0) return;
      syncAgain = false;
      set({ likesSyncing: true });
      try {
        await get().sessionApi(); // an API chunk that cannot load (offline) leaves every change queued, none pending
        for (const change of outbox.changes()) {
          const key = likeKey(change.itemType, change.itemId);
          if (entries.entryOf(key)?.pending) continue; // the click in flight decides
          // Pending like a click: the button ignores clicks until the queued change has an answer.
          ensureEntry(change.itemType, change.itemId);
          try {
            // An answer without a body: the count the service gave last.
            await sendLikeChange(change, (sent) => sent.serverCount);
          } catch {
            // Kept for the next start or the next time the browser comes online.
            entries.patch(key, { pending: false });
          }
        }
      } catch {
        // The API chunk could not load (offline): everything stays queued.
      } finally {
        set({ likesSyncing: false });
      }
      if (syncAgain) await get().syncPendingLikes();
    },

    loadLikedItems(itemType) {
      let load = likedItemsLoads.get(itemType);
      if (!load) likedItemsLoads.set(itemType, (load = fetchLikedItems(itemType)));
      return load;
    },

    pairLikesIfNeeded,
  };
}
