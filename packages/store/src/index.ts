export { createEtalageStore, getStore, setStore, type EtalageStore } from './create-store.js';
export { useStore } from './use-store.js';
export type { EtalageState, EtalageSlice } from './types.js';
export type { ConfigSlice } from './slices/config-slice.js';
export type { ServicesSlice, ServiceOverrides } from './slices/services-slice.js';
export type { UserSlice } from './slices/user-slice.js';
export type { LikesSlice, LikesActions, LikeEntry, PendingLikeChange } from './slices/likes-slice.js';
export type { WatchSlice, WatchActions, WatchEntry, SubscribeResult } from './slices/watch-slice.js';
export type { ModalSlice, ModalEntry } from './slices/modal-slice.js';
