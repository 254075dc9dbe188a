import type { GetState, SetState } from '../slice-creator.js';
import type { EntryBatch } from './entry-batch.js';
import type { EnsureEntry } from './like-entries.js';
import type { LikeOutbox } from './like-outbox.js';
import { likeKey, type LikesStore } from './likes-model.js';
import type { SendLikeChange } from './send-like-change.js';

/**
 * `syncPendingLikes`: sends the likes the outbox kept (made offline, or refused), one after another. A chunk of its
 * own, which most pages never load: likes-actions.ts loads it when something is queued.
 */
export function createPendingLikesSync(
  set: SetState<LikesStore>,
  get: GetState<LikesStore>,
  entries: EntryBatch,
  ensureEntry: EnsureEntry,
  outbox: LikeOutbox,
  sendLikeChange: SendLikeChange,
) {
  /** A sync was asked for while one ran: it runs once more when that one ends. */
  let syncAgain = false;

  return async function syncPendingLikes(): Promise<void> {
    // A call during a sync (the browser came back online while a send was failing) runs again after it, not never.
    if (get().likesSyncing) {
      syncAgain = true;
      return;
    }
    if (outbox.changes().length === 0) return;
    syncAgain = false;
    set({ likesSyncing: true });
    try {
      await get().sessionApi(); // an API chunk that cannot load (offline) leaves every change queued, none pending
      for (const change of outbox.changes()) {
        const key = likeKey(change.itemType, change.itemId);
        if (entries.entryOf(key)?.pending) continue; // the click in flight decides
        // Pending like a click: the button ignores clicks until the queued change has an answer.
        ensureEntry(change.itemType, change.itemId);
        try {
          // An answer without a body: the count the service gave last.
          await sendLikeChange(change, (sent) => sent.serverCount);
        } catch {
          // Kept for the next start or the next time the browser comes online.
          entries.patch(key, { pending: false });
        }
      }
    } catch {
      // The API chunk could not load (offline): everything stays queued.
    } finally {
      set({ likesSyncing: false });
    }
    if (syncAgain) await get().syncPendingLikes();
  };
}
