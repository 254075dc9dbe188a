import { loadWithRetry } from '@etalage/core/load-with-retry';

/**
 * The store's lazy chunks, one `import()` each: the slices load them on first use, and `preloadSessionCode` and
 * `preloadWatchCode` ask for them early through the same loaders (`loadWithRetry` keeps one promise per loader, so
 * both share one load).
 */
export const importLikesActions = () => import('./likes/likes-actions.js');
export const importWatchActions = () => import('./watch/watch-actions.js');
export const importSessionClient = () => import('@etalage/core/api/session');

/** Starts a chunk's load; a failure is the caller's to report, when it needs the chunk. */
const warm = (load: () => Promise<unknown>) => void loadWithRetry(load).catch(() => {});

/**
 * Requests the code every storefront page runs in its first moments: the like actions and the likes service client
 * (header counts, like lookups). Called by the embed script once the first widgets are connected, they load in
 * parallel with the entry's other chunks instead of after the chunk that calls them: no request chain deeper than
 * two steps.
 */
export function preloadSessionCode(): void {
  warm(importLikesActions);
  warm(importSessionClient);
  // Not the token decoder: learning whether there is a token reads document.cookie, a synchronous trip to the
  // browser's cookie store (0.5-1 ms, the longest single call while a listing mounts). `loadUser` asks for it when
  // the session starts, right after mounting; a logged-in shopper's like lookups wait for it, one round trip after
  // the like actions' chunk instead of beside it. (A hint in the server's markup would avoid both costs, for about
  // 60 entry bytes the entry does not have.)
}

/**
 * The watch actions, for a widget that asks for a watch status on load (the product page's watch button: its
 * definition's `preload`), so that they load beside the entry's other chunks, not after the button's start.
 */
export const preloadWatchCode = (): void => warm(importWatchActions);
