import type { ItemId, ItemType } from '@etalage/core/api';
import type { GetState, SetState } from '../slice-creator.js';
import type { ChangeNumbers } from './change-numbers.js';
import type { EntryBatch } from './entry-batch.js';
import type { ApplyServerRecord, EnsureEntry } from './like-entries.js';
import { likeKey, type LikesStore } from './likes-model.js';
import { userWithLikesPaired } from './pair-likes.js';

/** The items the page shows: looked up when their buttons mount, forgotten when the last of them leaves. */
export function createLikeLookups(
  set: SetState<LikesStore>,
  get: GetState<LikesStore>,
  entries: EntryBatch,
  ensureEntry: EnsureEntry,
  applyServerRecord: ApplyServerRecord,
  /** Spec §4's flag, raised from the local variant likes. */
  flagManyVariantLikes: () => void,
  changeNumbers: ChangeNumbers,
) {
  /** How many buttons on the page show each item (a feed may show one twice); see releaseLikesOf. */
  const observers = new Map<string, number>();

  /** Registers the items shown on the page and looks up their state: one store update, one lookup batch. */
  function observeLikes(itemType: ItemType, items: readonly { itemId: ItemId; initialCount?: number }[]) {
    for (const { itemId } of items) {
      const key = likeKey(itemType, itemId);
      observers.set(key, (observers.get(key) ?? 0) + 1);
    }
    const added = items.filter(({ itemId }) => !entries.entryOf(likeKey(itemType, itemId)));
    if (added.length === 0) return;
    for (const { itemId, initialCount } of added) ensureEntry(itemType, itemId, initialCount);
    flagManyVariantLikes();
    const askedAt = changeNumbers.latest();
    void userWithLikesPaired(get)
      .then(() => get().sessionApi())
      .then((api) => {
        for (const { itemId } of added) {
          api
            .lookupLike(itemType, itemId)
            .then((record) => {
              // Not for a button that left the page meanwhile (its entry is forgotten).
              if (observers.has(likeKey(itemType, itemId))) applyServerRecord(itemType, record, askedAt);
            })
            // A failed lookup batch is logged and re-queued by the client; the item keeps its local state meanwhile.
            .catch(() => {});
        }
      })
      .catch(() => {}); // the client (or pairing) could not load (offline): the items keep their local state
  }

  function releaseLikesOf(itemType: ItemType, itemIds: readonly ItemId[]) {
    const forgotten: string[] = [];
    for (const itemId of itemIds) {
      const key = likeKey(itemType, itemId);
      const left = (observers.get(key) ?? 0) - 1;
      if (left > 0) {
        observers.set(key, left);
        continue;
      }
      observers.delete(key);
      const entry = entries.entryOf(key);
      if (entry && !entry.liked && !entry.pending && !entry.unsynced) forgotten.push(key);
    }
    if (forgotten.length === 0) return;
    entries.commit();
    const likes = { ...get().likes };
    for (const key of forgotten) delete likes[key];
    set({ likes });
  }

  // A tuple that the caller names, as createLikeEntries answers.
  return [observeLikes, releaseLikesOf] as const;
}
