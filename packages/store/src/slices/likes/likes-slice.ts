import type { ItemId, ItemType } from '@etalage/core/api';
import type { SliceCreator } from '../slice-creator.js';
import type { ServicesSlice } from '../services/services-slice.js';
import type { UserSlice } from '../user/user-slice.js';
import { lazyActions } from '../lazy-actions.js';
import { importLikesActions } from '../chunks.js';
import type { LikeEntry } from './likes-model.js';

export interface LikesSlice extends LikesActions {
  likes: Record<string, LikeEntry>;
  /** Raised when 3 or more variant likes are stored locally (spec §4). */
  manyVariantLikes: boolean;
  likesSyncing: boolean;
}

export interface LikesActions {
  /** Registers an item shown on the page and looks up its state (batched with every other item of the tick). */
  watchLikeOf: (itemType: ItemType, itemId: ItemId, initialCount?: number) => void | Promise<void>;
  /** `watchLikeOf` for many items at once (the buttons of a page mounting together): one pass, one batch. */
  watchLikesOf: (itemType: ItemType, items: readonly { itemId: ItemId; initialCount?: number }[]) => void | Promise<void>;
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
 * What the like actions read or call: their own slice, the user (pairing, the variant likes' consent) and the
 * services (the likes calls, the storage).
 */
export type LikesStore = LikesSlice & UserSlice & ServicesSlice;

/** The state lives in the entry; the actions are a lazy chunk, loaded once on first use. */
export const createLikesSlice: SliceCreator<LikesSlice, UserSlice & ServicesSlice> = (set, get) => {
  const actions = lazyActions(importLikesActions, ({ createLikesActions }) => createLikesActions(set, get));
  return {
    likes: {},
    manyVariantLikes: false,
    likesSyncing: false,
    watchLikeOf: actions('watchLikeOf'),
    watchLikesOf: actions('watchLikesOf'),
    releaseLikesOf: actions('releaseLikesOf'),
    toggleLike: actions('toggleLike'),
    syncPendingLikes: actions('syncPendingLikes'),
    loadLikedItems: actions('loadLikedItems'),
    pairLikesIfNeeded: actions('pairLikesIfNeeded'),
  };
};
