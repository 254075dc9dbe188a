import type { LikeEntry } from './likes-slice.js';
import type { ItemId, ItemType } from '@etalage/core/api';

/** Spec §4: the flag is raised at 3 stored variant likes. */
export const MANY_VARIANT_LIKES = 3;

export const likeKey = (itemType: ItemType, itemId: ItemId): string => `${itemType}:${String(itemId)}`;

/** The count a like button shows: the server's count plus the shopper's change that the server has not seen. */
export function displayedLikeCount(entry: LikeEntry): number {
  if (entry.serverLiked === null) return entry.serverCount + (entry.unsynced && entry.liked ? 1 : 0);
  if (entry.liked === entry.serverLiked) return entry.serverCount;
  return Math.max(0, entry.serverCount + (entry.liked ? 1 : -1));
}
