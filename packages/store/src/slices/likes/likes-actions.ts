import { getStorage } from '@etalage/core';
import type { GetState, SetState } from '../slice-creator.js';
import { createChangeNumbers } from './change-numbers.js';
import { createEntryBatch } from './entry-batch.js';
import { createLikeEntries } from './like-entries.js';
import { createLikeLookups } from './like-lookups.js';
import { createLikeOutbox } from './like-outbox.js';
import { createLikedItemsLoader } from './liked-items.js';
import type { LikesActions, LikesStore } from './likes-model.js';
import { createLocalVariantLikes } from './local-variant-likes.js';
import { createLikePairing } from './pair-likes.js';
import { createLikeSender } from './send-like-change.js';
import { createPendingLikesSync } from './sync-pending-likes.js';
import { createLikeToggle } from './toggle-like.js';

/**
 * The like logic, loaded in a chunk of its own on first use (the page's entry keeps only the state): the entries
 * of the items on the page, looked up in batches, and the shopper's changes, kept in an outbox until sent. This
 * puts the pieces together; each does one job.
 */
export function createLikesActions(set: SetState<LikesStore>, get: GetState<LikesStore>): LikesActions {
  const storage = () => get().storageOverride ?? getStorage();
  /** Removes the listeners the pieces put on the window. */
  const listening = new AbortController();
  const outbox = createLikeOutbox(storage, listening.signal);
  const variantLikes = createLocalVariantLikes(storage, listening.signal);
  const entries = createEntryBatch(set, get);
  const changeNumbers = createChangeNumbers();
  const { ensureEntry, applyServerRecord, flagManyVariantLikes, rememberVariantLike } = createLikeEntries(
    set,
    get,
    entries,
    outbox,
    variantLikes,
    changeNumbers,
  );
  const sendLikeChange = createLikeSender({ get, entries, outbox, changeNumbers });
  const { watchLikes, releaseLikesOf } = createLikeLookups(set, get, entries, ensureEntry, applyServerRecord, flagManyVariantLikes, changeNumbers);

  return {
    watchLikeOf(itemType, itemId, initialCount) {
      watchLikes(itemType, [{ itemId, initialCount }]);
    },
    watchLikesOf: watchLikes,
    releaseLikesOf,
    toggleLike: createLikeToggle(get, entries, ensureEntry, outbox, rememberVariantLike, sendLikeChange),
    syncPendingLikes: createPendingLikesSync(set, get, entries, ensureEntry, outbox, sendLikeChange, listening.signal),
    loadLikedItems: createLikedItemsLoader(get, applyServerRecord, changeNumbers),
    pairLikesIfNeeded: createLikePairing(get, storage),
    removeLikesListeners: () => listening.abort(),
  };
}
