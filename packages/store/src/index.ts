export { createEtalageStore, getStore, setStore, type EtalageStore } from './create-store.js';
export { useStore } from './use-store.js';
export { startSession } from './start-session.js';
export type { EtalageState, EtalageSlice } from './types.js';
export type { ConfigSlice } from './slices/config-slice.js';
export type { AnnouncerSlice, Announcement } from './slices/announcer-slice.js';
export type { ServicesSlice, ServiceOverrides } from './slices/services-slice.js';
export type { UserSlice } from './slices/user-slice.js';
export {
  likeKey,
  displayedLikeCount,
  MANY_VARIANT_LIKES,
  type LikesSlice,
  type LikeEntry,
  type PendingLikeChange,
} from './slices/likes-slice.js';
export { WATCH_SUBSCRIBE_FAILED, type WatchSlice, type WatchEntry, type SubscribeResult } from './slices/watch-slice.js';
