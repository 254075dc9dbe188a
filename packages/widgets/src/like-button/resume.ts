import { displayedLikeCount, likeKey } from '@etalage/store/likes';
import { runInBackground, type WidgetResume } from '../shared/resume.js';
import type { LikeButtonProps } from './like-button.js';

/**
 * The server drew the heart empty with the server's count: the button only renders once the shopper's
 * state differs (liked, pending, not yet saved, another count) or the shopper touches it.
 */
export const likeButtonResume: WidgetResume<LikeButtonProps> = {
  start: (buttons, state) => {
    for (const itemType of ['variant', 'comparison'] as const) {
      const items = buttons.filter((b) => b.itemType === itemType).map((b) => ({ itemId: b.itemId, initialCount: b.likesCount }));
      if (items.length) runInBackground(state.watchLikesOf(itemType, items));
    }
  },
  stop: (buttons, state) => {
    for (const itemType of ['variant', 'comparison'] as const) {
      const ids = buttons.filter((b) => b.itemType === itemType).map((b) => b.itemId);
      if (ids.length) runInBackground(state.releaseLikesOf(itemType, ids));
    }
  },
  click: ({ itemType, itemId }, state) => runInBackground(state.toggleLike(itemType, itemId)),
  needsRender: ({ itemType, itemId, likesCount }, state) => {
    const entry = state.likes[likeKey(itemType, itemId)];
    return entry !== undefined && (entry.liked || entry.pending || entry.unsynced || displayedLikeCount(entry) !== likesCount);
  },
};
