import { MANY_VARIANT_LIKES } from '@etalage/core';
import type { ItemId, ItemType, LikeRecord } from '@etalage/core/api';
import type { GetState, SetState } from '../slice-creator.js';
import type { ChangeNumbers } from './change-numbers.js';
import type { EntryBatch } from './entry-batch.js';
import type { LikeOutbox } from './like-outbox.js';
import { likeKey, type LikeEntry, type LikesSlice } from './likes-model.js';
import type { LocalVariantLikes } from './local-variant-likes.js';

/**
 * The items' entries: started from what this browser kept, then set by the likes service's answers; and spec §4's
 * flag of many variant likes, which follows the variants liked.
 */
export function createLikeEntries(
  set: SetState<LikesSlice>,
  get: GetState<LikesSlice>,
  entries: EntryBatch,
  outbox: LikeOutbox,
  variantLikes: LocalVariantLikes,
  changeNumbers: ChangeNumbers,
) {
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

  // A tuple that the caller names: an object's keys would be bytes in the chunk that every page loads.
  return [ensureEntry, applyServerRecord, flagManyVariantLikes, rememberVariantLike] as const;
}

type LikeEntries = ReturnType<typeof createLikeEntries>;
export type EnsureEntry = LikeEntries[0];
export type ApplyServerRecord = LikeEntries[1];
/** Keeps whether a variant is liked (the flag follows). */
export type RememberVariantLike = LikeEntries[3];
