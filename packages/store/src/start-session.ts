import type { EtalageStore } from './create-store.js';

/**
 * What the page does once the store has its config: find the user, pair anonymous likes after a login,
 * send likes kept offline, and load the counts of the header. Each step swallows its own failures.
 */
export async function startSession(store: EtalageStore): Promise<void> {
  const state = store.getState();
  await state.loadUser();
  await state.pairLikesIfNeeded();
  await state.syncPendingLikes();
  await Promise.all([state.loadLikedItems('variant'), state.loadLikedItems('comparison')]);
}
