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
import { createLikeToggle } from './toggle-like.js';

/**
 * The sender of the likes kept offline, loaded once something is queued. Its loader is here, not in chunks.ts with
 * the others: this chunk is one of chunks.ts's, and importing it back would close a circle.
 */
const importPendingLikesSync = () => import('./sync-pending-likes.js');

/**
 * The like logic, loaded in a chunk of its own on first use (the page's entry keeps only the state): the entries
 * of the items on the page, looked up in batches, and the shopper's changes, kept in an outbox until sent. This
 * puts the pieces together; each does one job. `listening` ends the listeners they put on the window (the slice's
 * `removeLikesListeners` aborts it).
 */
export function createLikesActions(set: SetState<LikesStore>, get: GetState<LikesStore>, listening: AbortSignal): LikesActions {
  const storage = () => get().storageOverride ?? getStorage();
  const outbox = createLikeOutbox(storage, listening);
  const variantLikes = createLocalVariantLikes(storage, listening);
  const entries = createEntryBatch(set, get);
  const changeNumbers = createChangeNumbers();
  const [ensureEntry, applyServerRecord, flagManyVariantLikes, rememberVariantLike] = createLikeEntries(
    set,
    get,
    entries,
    outbox,
    variantLikes,
    changeNumbers,
  );
  const sendLikeChange = createLikeSender({ get, entries, outbox, changeNumbers });
  const [observeLikes, releaseLikesOf] = createLikeLookups(set, get, entries, ensureEntry, applyServerRecord, flagManyVariantLikes, changeNumbers);

  /** The outbox's sync: its code loads once something is queued. */
  let sync: Promise<(() => Promise<void>) | undefined> | undefined;
  // Likes kept while offline go out as soon as the browser is back online (spec §4): listened to here, with the like
  // logic that every page's session start loads, rather than in the page's entry.
  globalThis.addEventListener?.('online', () => void get().syncPendingLikes(), { signal: listening });

  return {
    observeLikeOf(itemType, itemId, initialCount) {
      observeLikes(itemType, [{ itemId, initialCount }]);
    },
    observeLikesOf: observeLikes,
    releaseLikesOf,
    toggleLike: createLikeToggle(get, entries, ensureEntry, outbox, rememberVariantLike, sendLikeChange),
    async syncPendingLikes() {
      // A sync under way decides whether to run again; nothing queued needs no code.
      if (!get().likesSyncing && outbox.changes().length === 0) return;
      // Code that cannot load (offline) leaves everything queued, as a failed send does; the next call (the start of
      // the next page, the browser back online) tries again.
      const run = await (sync ??= importPendingLikesSync().then(
        ({ createPendingLikesSync }) => createPendingLikesSync(set, get, entries, ensureEntry, outbox, sendLikeChange),
        () => (sync = undefined),
      ));
      await run?.();
    },
    loadLikedItems: createLikedItemsLoader(get, applyServerRecord, changeNumbers),
    pairLikesIfNeeded: createLikePairing(get, storage),
  };
}
