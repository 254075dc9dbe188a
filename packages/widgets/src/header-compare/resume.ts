import { runInBackground, type WidgetResume } from '../shared/resume.js';
import { likedCount } from '@etalage/store/likes';

const comparedCount = likedCount('comparison');

/** The server drew the link without a badge and to this site: it renders once something is compared, or for another site host. */
export const headerCompareResume: WidgetResume<Record<string, never>> = {
  start: (_props, state) => runInBackground(state.loadLikedItems('comparison')),
  needsRender: (_props, state) => comparedCount(state) > 0 || state.config.siteHost !== '',
};
