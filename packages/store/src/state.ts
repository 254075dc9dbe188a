import type { StateCreator } from 'zustand/vanilla';
import type { ConfigSlice } from './slices/config/config-slice.js';
import type { ServicesSlice } from './slices/services/services-model.js';
import type { UserSlice } from './slices/user/user-slice.js';
import type { LikesSlice } from './slices/likes/likes-model.js';
import type { WatchSlice } from './slices/watch/watch-model.js';
import type { ModalSlice } from './slices/modal/modal-slice.js';
import type { ConversionsSlice } from './slices/conversions/conversions-model.js';

/** The whole state: every slice of every widget, in one store shared by all mount roots. */
export type EtalageState = ConfigSlice & ServicesSlice & UserSlice & LikesSlice & WatchSlice & ModalSlice & ConversionsSlice;

/**
 * A slice creator typed against the whole state, for code outside this package. The package's own slices use
 * `SliceCreator` (`slices/slice-creator.ts`), typed against only the slices they use, so that no slice imports this
 * file.
 */
export type EtalageSlice<Slice> = StateCreator<EtalageState, [], [], Slice>;
