import { runInBackground, type WidgetResume } from '../shared/resume.js';
import { likedCount } from '@etalage/store/likes';

const likedVariantCount = likedCount('variant');

/** The server drew the visitor's link without a badge: it renders for a logged-in user or once something is liked. */
export const headerFavouritesResume: WidgetResume<Record<string, never>> = {
  start: (_props, state) => runInBackground(state.loadLikedItems('variant')),
  needsRender: (_props, state) => state.user !== null || likedVariantCount(state) > 0 || state.config.siteHost !== '',
};
