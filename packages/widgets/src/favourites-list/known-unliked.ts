import type { LikeEntry } from '@etalage/store';

/** Known not to be liked: the likes service said so, or the shopper unliked it (also offline, not yet sent). */
export const knownUnliked = (entry: LikeEntry | undefined) =>
  entry !== undefined && !entry.liked && (entry.serverLiked === false || entry.unsynced);
