import { STORAGE_KEYS, type SafeStorage } from '@etalage/core';
import { likeKey, type PendingLikeChange } from './likes-model.js';
import { storedLikeList, wellFormedLikes } from './stored-likes.js';

/** The like changes that have not reached the likes service, in local storage; the final state per item wins. */
export interface LikeOutbox {
  /** Every queued change, oldest first. */
  changes(): PendingLikeChange[];
  /** The queued change of the item of this like key, if any. */
  changeOf(key: string): PendingLikeChange | undefined;
  /** Queues a change in place of the item's earlier one. */
  keep(change: PendingLikeChange): void;
  drop(key: string): void;
}

/** `signal` removes its listener of other tabs' writes. */
export function createLikeOutbox(storage: () => SafeStorage, signal?: AbortSignal): LikeOutbox {
  const stored = storedLikeList(storage, STORAGE_KEYS.pendingLikes, (value) => wellFormedLikes(value, true) as PendingLikeChange[], signal);
  const keyOf = (change: PendingLikeChange) => likeKey(change.itemType, change.itemId);
  const without = (key: string) => stored.read().filter((change) => keyOf(change) !== key);
  // An empty outbox leaves no key behind.
  const write = (changes: PendingLikeChange[]) => (changes.length ? stored.write(changes) : stored.clear());
  return {
    changes: stored.read,
    changeOf: (key) => stored.read().find((change) => keyOf(change) === key),
    keep: (change) => write([...without(keyOf(change)), change]),
    drop: (key) => write(without(key)),
  };
}
