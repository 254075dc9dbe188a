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
import { createManyVariantLikesFlag } from './many-variant-likes-flag.js';
import { createLikePairing } from './pair-likes.js';
import { createLikeSender } from './send-like-change.js';
import { createPendingLikesSync, syncWhenOnline } from './sync-pending-likes.js';
import { createLikeToggle } from './toggle-like.js';

/**
 * The like logic, loaded in a chunk of its own on first use (the page's entry keeps only the state): the entries
 * of the items on the page, looked up in batches, and the shopper's changes, kept in an outbox until sent. This
 * puts the pieces together; each does one job.
 */
export function createLikesActions(set: SetState<LikesStore>, get: GetState<LikesStore>): LikesActions {
  const storage = () => get().storageOverride ?? getStorage();
  const outbox = createLikeOutbox(storage);
  const variantLikes = createLocalVariantLikes(storage);
  const manyVariantLikes = createManyVariantLikesFlag(set, get, variantLikes);
  const entries = createEntryBatch(set, get);
  const changeNumbers = createChangeNumbers();
  const known = createLikeEntries({ entries, outbox, variantLikes, manyVariantLikes, changeNumbers });
  const sendLikeChange = createLikeSender({ get, entries, outbox, changeNumbers });
  const lookups = createLikeLookups({ set, get, entries, known, manyVariantLikes, changeNumbers });
  const stopSyncOnline = syncWhenOnline(get);

  return {
    watchLikeOf(itemType, itemId, initialCount) {
      lookups.watchLikes(itemType, [{ itemId, initialCount }]);
    },
    watchLikesOf: lookups.watchLikes,
    releaseLikesOf: lookups.releaseLikesOf,
    toggleLike: createLikeToggle({ get, entries, known, outbox, manyVariantLikes, sendLikeChange }),
    syncPendingLikes: createPendingLikesSync({ set, get, entries, known, outbox, sendLikeChange }),
    loadLikedItems: createLikedItemsLoader({ get, known, changeNumbers }),
    pairLikesIfNeeded: createLikePairing(get, storage),
    removeLikesListeners() {
      stopSyncOnline();
      outbox.stop();
      variantLikes.stop();
    },
  };
}
