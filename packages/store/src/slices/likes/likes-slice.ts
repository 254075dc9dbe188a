import type { SliceCreator } from '../slice-creator.js';
import type { ConversionsSlice } from '../conversions/conversions-model.js';
import type { ServicesSlice } from '../services/services-model.js';
import type { UserSlice } from '../user/user-slice.js';
import { lazyActions } from '../lazy-actions.js';
import { importLikesActions } from '../chunks.js';
import type { LikesSlice } from './likes-model.js';

/** The state lives in the entry; the actions are a lazy chunk, loaded once on first use. */
export const createLikesSlice: SliceCreator<LikesSlice, UserSlice & ServicesSlice & ConversionsSlice> = (set, get) => {
  /** Ends the listeners the like logic puts on the window; kept here, so that a store thrown away ends them unloaded. */
  const listening = new AbortController();
  return {
    likes: {},
    manyVariantLikes: false,
    likesSyncing: false,
    removeLikesListeners: () => listening.abort(),
    ...lazyActions(importLikesActions, ({ createLikesActions }) => createLikesActions(set, get, listening.signal), [
      'observeLikeOf',
      'observeLikesOf',
      'releaseLikesOf',
      'toggleLike',
      'syncPendingLikes',
      'loadLikedItems',
      'pairLikesIfNeeded',
    ]),
  };
};
