import type { SafeStorage } from '@etalage/core';
import type { StoredLike } from '@etalage/core/api';
import type { PendingLikeChange } from './likes-model.js';

/**
 * The well-formed likes of a stored list: an entry another version, a browser extension or a broken write left in
 * another shape is skipped (never a TypeError in every like button); `withLiked` also requires the outbox's flag.
 */
export function wellFormedLikes(value: unknown, withLiked: boolean): StoredLike[] {
  if (!Array.isArray(value)) return [];
  return value.filter((like: Partial<PendingLikeChange> | null) => {
    if (typeof like !== 'object' || like === null) return false;
    const idOk = typeof like.itemId === 'number' || typeof like.itemId === 'string';
    return idOk && ['variant', 'comparison', 'user'].includes(like.itemType as string) && (!withLiked || typeof like.liked === 'boolean');
  });
}

/**
 * A list of likes in local storage, read once and then kept in memory (no storage read per like button on a page of
 * 60 cards); writes go to both. Another tab's write of the key (or a cleared storage) drops the copy, until `signal`
 * aborts (the listener is removed).
 */
export function storedLikeList<Like extends StoredLike>(
  storage: () => SafeStorage,
  key: string,
  parse: (value: unknown) => Like[],
  signal?: AbortSignal,
) {
  let copy: Like[] | undefined;
  // The window's, where there is one.
  globalThis.addEventListener?.(
    'storage',
    (event) => {
      if (event.key === null || event.key.endsWith(key)) copy = undefined;
    },
    { signal },
  );
  return {
    read: (): Like[] => (copy ??= parse(storage().get(key))),
    write(list: Like[]) {
      copy = list;
      storage().set(key, list);
    },
    /** Empties the list and removes its key. */
    clear() {
      copy = [];
      storage().remove(key);
    },
  };
}
