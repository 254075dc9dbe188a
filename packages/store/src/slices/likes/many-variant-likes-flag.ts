import type { ItemId } from '@etalage/core/api';
import type { GetState, SetState } from '../slice-creator.js';
import type { LocalVariantLikes } from './local-variant-likes.js';
import { MANY_VARIANT_LIKES, type LikesSlice } from './likes-model.js';

/** Spec §4's flag of many variant likes, from the variants this browser liked. */
export function createManyVariantLikesFlag(set: SetState<LikesSlice>, get: GetState<LikesSlice>, variantLikes: LocalVariantLikes) {
  /** Set only when it changes (no store update per like button). */
  function update() {
    const manyVariantLikes = variantLikes.all().length >= MANY_VARIANT_LIKES;
    if (get().manyVariantLikes !== manyVariantLikes) set({ manyVariantLikes });
  }
  return {
    update,
    /** Keeps whether the variant is liked; the flag follows when that changed the list. */
    remember(itemId: ItemId, liked: boolean) {
      if (variantLikes.remember(itemId, liked)) update();
    },
  };
}

export type ManyVariantLikesFlag = ReturnType<typeof createManyVariantLikesFlag>;
