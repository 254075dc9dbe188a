import type { EtalageStore } from './create-store.js';

/**
 * What every page does once the store has its config: find the user, pair anonymous likes after a login,
 * and send likes kept offline. Each step swallows its own failures and makes no request when it has
 * nothing to do; widgets load the rest (like states, header counts) when they mount. Exported by
 * `@etalage/store/boot` alone (not the package index that widget chunks import), so it is bundled into the entry
 * instead of a shared chunk of its own.
 */
export async function startSession(store: EtalageStore): Promise<void> {
  const state = store.getState();
  try {
    await state.loadUser();
    await state.pairLikesIfNeeded();
    await state.syncPendingLikes();
  } catch {
    // Only the lazy actions chunk can fail here (offline before it loaded). Its 'online' listener came with it,
    // so the next like action or the next page tries again; the outbox keeps every like meanwhile.
  }
}
