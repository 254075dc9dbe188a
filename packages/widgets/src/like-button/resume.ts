import { displayedLikeCount, likeKey } from '@etalage/store/likes';
import { runInBackground, type WidgetResume, type WithDefaults } from '../shared/resume.js';
import type { LikeButtonProps } from './like-button.js';

/** What the runtime passes: `itemType` and `likesCount` have their defaults. */
export type ParsedLikeButtonProps = WithDefaults<LikeButtonProps, 'itemType' | 'likesCount'>;

/** The buttons of one burst by item type: the store's batch actions take one item type each. */
function byItemType(buttons: readonly ParsedLikeButtonProps[]): Map<ParsedLikeButtonProps['itemType'], ParsedLikeButtonProps[]> {
  const groups = new Map<ParsedLikeButtonProps['itemType'], ParsedLikeButtonProps[]>();
  for (const button of buttons) {
    const group = groups.get(button.itemType);
    if (group) group.push(button);
    else groups.set(button.itemType, [button]);
  }
  return groups;
}

/**
 * The server drew the heart empty with the server's count: the button only renders once the shopper's
 * state differs (liked, pending, not yet saved, another count) or the shopper touches it.
 */
export const likeButtonResume: WidgetResume<ParsedLikeButtonProps> = {
  start: (buttons, state) => {
    for (const [itemType, group] of byItemType(buttons)) {
      runInBackground(state.watchLikesOf(itemType, group.map((b) => ({ itemId: b.itemId, initialCount: b.likesCount }))));
    }
  },
  stop: (buttons, state) => {
    for (const [itemType, group] of byItemType(buttons)) runInBackground(state.releaseLikesOf(itemType, group.map((b) => b.itemId)));
  },
  click: ({ itemType, itemId }, state) => runInBackground(state.toggleLike(itemType, itemId)),
  needsRender: ({ itemType, itemId, likesCount }, state) => {
    const entry = state.likes[likeKey(itemType, itemId)];
    return entry !== undefined && (entry.liked || entry.pending || entry.unsynced || displayedLikeCount(entry) !== likesCount);
  },
};
