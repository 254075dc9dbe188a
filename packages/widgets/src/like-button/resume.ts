import { displayedLikeCount, likeKey } from '@etalage/store/likes';
import { runInBackground, type WidgetResume, type WithDefaults } from '../shared/resume.js';
import type { LikeButtonProps } from './like-button.js';

/** What the runtime passes: `itemType` and `likesCount` have their defaults. */
export type ParsedLikeButtonProps = WithDefaults<LikeButtonProps, 'itemType' | 'likesCount'>;

/** Acts on the buttons of one burst per item type: the store's batch actions take one item type each. */
function eachItemType(buttons: readonly ParsedLikeButtonProps[], act: (itemType: ParsedLikeButtonProps['itemType'], group: ParsedLikeButtonProps[]) => void): void {
  for (const itemType of new Set(buttons.map((button) => button.itemType))) act(itemType, buttons.filter((button) => button.itemType === itemType));
}

/**
 * The server drew the heart empty with the server's count: the button only renders once the shopper's
 * state differs (liked, pending, not yet saved, another count) or the shopper touches it.
 */
export const likeButtonResume: WidgetResume<ParsedLikeButtonProps> = {
  start: (buttons, state) =>
    eachItemType(buttons, (itemType, group) => runInBackground(state.observeLikesOf(itemType, group.map((b) => ({ itemId: b.itemId, initialCount: b.likesCount }))))),
  stop: (buttons, state) => eachItemType(buttons, (itemType, group) => runInBackground(state.releaseLikesOf(itemType, group.map((b) => b.itemId)))),
  click: ({ itemType, itemId }, state) => runInBackground(state.toggleLike(itemType, itemId)),
  needsRender: ({ itemType, itemId, likesCount }, state) => {
    const entry = state.likes[likeKey(itemType, itemId)];
    return entry !== undefined && (entry.liked || entry.pending || entry.unsynced || displayedLikeCount(entry) !== likesCount);
  },
};
