import { reportProblem } from '@etalage/core';
import type { ItemType } from '@etalage/core/api';
import type { GetState } from '../slice-creator.js';
import type { ChangeNumbers } from './change-numbers.js';
import type { ApplyServerRecord } from './like-entries.js';
import type { LikesStore } from './likes-model.js';
import { userWithLikesPaired } from './pair-likes.js';

/** `loadLikedItems`: every item the shopper liked, for header counts and the comparison page. */
export function createLikedItemsLoader(get: GetState<LikesStore>, applyServerRecord: ApplyServerRecord, changeNumbers: ChangeNumbers) {
  /** Liked items are loaded once per type and page; later callers wait for the same request. */
  const likedItemsLoads = new Map<ItemType, Promise<boolean>>();

  /** Answers whether the list arrived; a failed load is forgotten, so the next caller tries again. */
  async function fetchLikedItems(itemType: ItemType): Promise<boolean> {
    const askedAt = changeNumbers.latest();
    try {
      await userWithLikesPaired(get);
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

  return function loadLikedItems(itemType: ItemType): Promise<boolean> {
    let load = likedItemsLoads.get(itemType);
    if (!load) likedItemsLoads.set(itemType, (load = fetchLikedItems(itemType)));
    return load;
  };
}
