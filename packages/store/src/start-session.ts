import type { EtalageStore } from './create-store.js';

/**
 * What every page does once the store has its config: find the user, pair anonymous likes after a login,
 * and send likes kept offline. Each step swallows its own failures and makes no request when it has
 * nothing to do; widgets load the rest (like states, header counts) when they mount.
 */
export async function startSession(store: EtalageStore): Promise<void> {
  const state = store.getState();
  await state.loadUser();
  await state.pairLikesIfNeeded();
  await state.syncPendingLikes();
}
