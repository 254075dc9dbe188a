import type { ItemId, ItemType, StoredLike } from '@etalage/core/api';
import type { ConversionsSlice } from '../conversions/conversions-model.js';
import type { ServicesSlice } from '../services/services-model.js';
import type { UserSlice } from '../user/user-slice.js';

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

export interface LikesSlice extends LikesActions {
  likes: Record<string, LikeEntry>;
  /** Raised when 3 or more variant likes are stored locally (spec §4). */
  manyVariantLikes: boolean;
  likesSyncing: boolean;
  /**
   * Removes the listeners the like logic put on the window (back online, other tabs' storage writes), for a store
   * that is thrown away (tests, stories): a page's store keeps them for the page's life. Without loading the like
   * logic: once called, the logic adds none when it loads.
   */
  removeLikesListeners: () => void;
}

export interface LikesActions {
  /** Registers an item shown on the page and looks up its state (batched with every other item of the tick). */
  observeLikeOf: (itemType: ItemType, itemId: ItemId, initialCount?: number) => void | Promise<void>;
  /** `observeLikeOf` for many items at once (the buttons of a page mounting together): one pass, one batch. */
  observeLikesOf: (itemType: ItemType, items: readonly { itemId: ItemId; initialCount?: number }[]) => void | Promise<void>;
  /**
   * The items' buttons left the page: an item no other button shows and the shopper has not liked (or is
   * changing) is forgotten, so that a long feed session does not keep every card it ever showed.
   */
  releaseLikesOf: (itemType: ItemType, itemIds: readonly ItemId[]) => void | Promise<void>;
  toggleLike: (itemType: ItemType, itemId: ItemId) => Promise<void>;
  /** Sends the likes kept in local storage (on start and when the browser is back online). */
  syncPendingLikes: () => Promise<void>;
  /** Loads every item the shopper liked, for header counts and the comparison page. */
  loadLikedItems: (itemType: ItemType) => Promise<boolean>;
  /** After login, pairs this browser's anonymous likes with the account, once per user id. */
  pairLikesIfNeeded: () => Promise<void>;
}

/**
 * What the like actions read or call: their own slice, the user (pairing, the variant likes' consent), the
 * services (the likes calls, the storage) and the conversions (a like is one).
 */
export type LikesStore = LikesSlice & UserSlice & ServicesSlice & ConversionsSlice;

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
