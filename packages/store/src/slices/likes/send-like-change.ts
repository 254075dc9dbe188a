import { readConsent } from '@etalage/core';
import type { GetState } from '../slice-creator.js';
import type { ChangeNumbers } from './change-numbers.js';
import type { EntryBatch } from './entry-batch.js';
import type { LikeOutbox } from './like-outbox.js';
import { likeKey, type LikeEntry, type LikesStore, type PendingLikeChange } from './likes-model.js';

interface LikeSenderParts {
  get: GetState<LikesStore>;
  entries: EntryBatch;
  outbox: LikeOutbox;
  changeNumbers: ChangeNumbers;
}

/** The one place a like change (a click, or one the outbox kept) goes to the likes service. */
export function createLikeSender({ get, entries, outbox, changeNumbers }: LikeSenderParts) {
  const consentForVariantLikes = () => (get().user ? Boolean(readConsent()?.marketing) : undefined);

  /**
   * Sends the change: meanwhile its entry is pending (the button ignores clicks) and the change is numbered (an
   * older lookup answer cannot overwrite it). The service's answer confirms it: out of the outbox, and the entry
   * shows it with the service's count, or with `countWithoutRecord(entry)` when the answer has no body. A failure
   * is thrown to the caller, which decides what the outbox keeps.
   */
  return async function sendLikeChange({ itemType, itemId, liked }: PendingLikeChange, countWithoutRecord: (entry: LikeEntry) => number) {
    const key = likeKey(itemType, itemId);
    entries.patch(key, { pending: true });
    changeNumbers.record(key);
    const api = await get().sessionApi();
    const record = liked
      ? await api.like(itemType, itemId, itemType === 'variant' ? { consent: consentForVariantLikes() } : {})
      : await api.unlike(itemType, itemId);
    outbox.drop(key);
    const serverCount = record?.likes_count ?? countWithoutRecord(entries.entryOf(key)!);
    entries.patch(key, { liked, serverLiked: liked, serverCount, pending: false, unsynced: false });
  };
}

export type SendLikeChange = ReturnType<typeof createLikeSender>;
