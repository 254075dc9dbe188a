import type { ItemId, ItemType } from '@etalage/core/api';
import type { GetState } from '../slice-creator.js';
import type { EntryBatch } from './entry-batch.js';
import type { EnsureEntry, RememberVariantLike } from './like-entries.js';
import type { LikeOutbox } from './like-outbox.js';
import { displayedLikeCount, likeKey, type LikesStore } from './likes-model.js';
import type { SendLikeChange } from './send-like-change.js';

/** `toggleLike`: the shopper's click, sent at once; what cannot be sent waits in the outbox. */
export function createLikeToggle(
  get: GetState<LikesStore>,
  entries: EntryBatch,
  ensureEntry: EnsureEntry,
  outbox: LikeOutbox,
  rememberVariantLike: RememberVariantLike,
  sendLikeChange: SendLikeChange,
) {
  return async function toggleLike(itemType: ItemType, itemId: ItemId): Promise<void> {
    const key = likeKey(itemType, itemId);
    const entry = ensureEntry(itemType, itemId);
    if (entry.pending) return;
    const target = !entry.liked;
    try {
      // An answer without a body: the count the button showed with the shopper's change.
      await sendLikeChange({ itemType, itemId, liked: target }, (sent) => displayedLikeCount({ ...sent, liked: target, unsynced: true }));
    } catch {
      // Offline or refused (spec §8: swallowed): the choice is kept in local storage and retried.
      // Nothing needs to be sent when it undoes a change that never left (a like and an unlike made
      // offline cancel out), or when the server already has the chosen state.
      const { serverLiked } = entries.entryOf(key)!;
      const queued = outbox.changeOf(key);
      const cancelsQueued = queued !== undefined && queued.liked !== target;
      if (cancelsQueued || serverLiked === target) outbox.drop(key);
      else outbox.keep({ itemType, itemId, liked: target });
      entries.patch(key, { liked: target, pending: false, unsynced: !cancelsQueued && serverLiked !== target });
    }
    if (itemType === 'variant') rememberVariantLike(itemId, target);
    // A like or a product added to the comparison is a conversion of the experiments the page showed.
    if (target) get().reportConversion(itemType === 'comparison' ? 'comparison_add' : 'like', { item_type: itemType, item_id: itemId });
    if (itemType === 'comparison') {
      // Tracking loads with the first comparison toggle, not with every listing page.
      void import('./comparison-events.js')
        .then(({ trackComparisonToggle }) => trackComparisonToggle(target, Number(itemId)))
        .catch(() => {}); // offline: the event is lost, the comparison is not
    }
  };
}
