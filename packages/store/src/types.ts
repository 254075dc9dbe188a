import type { StateCreator } from 'zustand/vanilla';
import type { ConfigSlice } from './slices/config-slice.js';
import type { ServicesSlice } from './slices/services-slice.js';
import type { UserSlice } from './slices/user-slice.js';
import type { LikesSlice } from './slices/likes-slice.js';
import type { WatchSlice } from './slices/watch-slice.js';
import type { ModalSlice } from './slices/modal-slice.js';

/** The whole state: every slice of every widget, in one store shared by all mount roots. */
export type EtalageState = ConfigSlice & ServicesSlice & UserSlice & LikesSlice & WatchSlice & ModalSlice;

/** A slice creator typed against the whole state, so cross-slice logic can use get(). */
export type EtalageSlice<Slice> = StateCreator<EtalageState, [], [], Slice>;
