import type { SliceCreator } from '../slice-creator.js';
import type { ConversionsSlice } from '../conversions/conversions-model.js';
import type { ServicesSlice } from '../services/services-model.js';
import { lazyActions } from '../lazy-actions.js';
import { importWatchActions } from '../chunks.js';
import type { WatchSlice } from './watch-model.js';

/** The state lives in the entry; the actions are a lazy chunk, loaded once on first use. */
export const createWatchSlice: SliceCreator<WatchSlice, ServicesSlice & ConversionsSlice> = (set, get) => {
  return {
    watches: {},
    ...lazyActions(importWatchActions, ({ createWatchActions }) => createWatchActions(set, get), ['loadWatch', 'subscribeWatch', 'unsubscribeWatch']),
  };
};
