import type { SliceCreator } from '../slice-creator.js';
import type { ConversionsSlice } from '../conversions/conversions-model.js';
import type { ServicesSlice } from '../services/services-slice.js';
import { lazyActions } from '../lazy-actions.js';
import type { WatchSlice } from './watch-model.js';

/** The state lives in the entry; the actions are a lazy chunk, loaded once on first use. */
export const createWatchSlice: SliceCreator<WatchSlice, ServicesSlice & ConversionsSlice> = (set, get) => {
  const load = () => import('./watch-actions.js').then(({ createWatchActions }) => createWatchActions(set, get));
  return {
    watches: {},
    ...lazyActions(load, ['loadWatch', 'subscribeWatch', 'unsubscribeWatch']),
  };
};
