/**
 * Requests, from the entry itself (this module is imported by `@etalage/store/boot` alone, so it is bundled into
 * the entry), the code every storefront page runs in its first moments: the like actions and the likes service
 * client (header counts, like lookups). Asked for here, they load in parallel with the entry's other chunks instead
 * of after the chunk that calls them: no request chain deeper than two steps.
 */
export function preloadSessionCode(): void {
  void import('./slices/likes/likes-actions.js').catch(() => {});
  void import('@etalage/core/api/session').catch(() => {});
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
export const preloadWatchCode = (): void => void import('./slices/watch/watch-actions.js').catch(() => {});
