import { STORAGE_KEYS, type SafeStorage } from '@etalage/core';
import type { ItemId, StoredLike } from '@etalage/core/api';
import { storedLikeList, wellFormedLikes } from './stored-likes.js';

/**
 * The variants this browser has liked, in local storage (spec §4: their number raises the many-likes flag). `signal`
 * removes its listener of other tabs' writes.
 */
export function createLocalVariantLikes(storage: () => SafeStorage, signal?: AbortSignal) {
  const stored = storedLikeList(storage, STORAGE_KEYS.likes, (value) => wellFormedLikes(value, false), signal);
  const isItem = (itemId: ItemId) => (like: StoredLike) => String(like.itemId) === String(itemId);
  return {
    all: stored.read,
    has: (itemId: ItemId) => stored.read().some(isItem(itemId)),
    /** Stores whether the variant is liked; answers whether that changed the list. */
    remember(itemId: ItemId, liked: boolean): boolean {
      const current = stored.read();
      const others = current.filter((like) => !isItem(itemId)(like));
      // A lookup answer confirms most items as they are: no storage write for those (60 per page otherwise).
      if ((others.length < current.length) === liked) return false;
      stored.write(liked ? [...others, { itemType: 'variant', itemId }] : others);
      return true;
    },
  };
}

export type LocalVariantLikes = ReturnType<typeof createLocalVariantLikes>;
