import type { EtalageState } from '@etalage/store';
import type { ItemType } from '@etalage/core/api';

/** How many items of a type the shopper has liked (favourites) or added (comparison). */
export const likedCount = (itemType: ItemType) => (state: EtalageState) => {
  let count = 0;
  for (const entry of Object.values(state.likes)) if (entry.itemType === itemType && entry.liked) count += 1;
  return count;
};
