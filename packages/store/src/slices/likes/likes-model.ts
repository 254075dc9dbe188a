import type { ItemId, ItemType, StoredLike } from '@etalage/core/api';

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

export const likeKey = (itemType: ItemType, itemId: ItemId): string => `${itemType}:${String(itemId)}`;

/** The count a like button shows: the server's count plus the shopper's change that the server has not seen. */
export function displayedLikeCount(entry: LikeEntry): number {
  if (entry.serverLiked === null) return entry.serverCount + (entry.unsynced && entry.liked ? 1 : 0);
  if (entry.liked === entry.serverLiked) return entry.serverCount;
  return Math.max(0, entry.serverCount + (entry.liked ? 1 : -1));
}

/** How many items of a type the shopper has liked (favourites) or added (comparison): the header buttons' count. */
export const likedCount = (itemType: ItemType) => (state: { likes: Record<string, LikeEntry> }) => {
  let count = 0;
  for (const entry of Object.values(state.likes)) if (entry.itemType === itemType && entry.liked) count += 1;
  return count;
};
