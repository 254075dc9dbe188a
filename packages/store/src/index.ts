export { createEtalageStore, getStore, setStore, type EtalageStore } from './create-store.js';
export { useStore } from './use-store.js';
export type { EtalageState, EtalageSlice } from './types.js';
export type { ConfigSlice } from './slices/config-slice.js';
export type { AnnouncerSlice, Announcement } from './slices/announcer-slice.js';
