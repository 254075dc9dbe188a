/**
 * `@etalage/store/boot`: what the embed script needs to create the page's store and start the session,
 * without the React hook (`useStore`), which only widget chunks need.
 */
export { createEtalageStore, getStore, setStore, type EtalageStore } from './create-store.js';
export { startSession } from './start-session.js';
export { preloadSessionCode, preloadWatchCode } from './slices/chunks.js';
