import { reportProblem, type SafeStorage, STORAGE_KEYS } from '@etalage/core';
import type { GetState } from '../slice-creator.js';
import type { LikesStore } from './likes-model.js';

/** `pairLikesIfNeeded`: after login, pairs this browser's anonymous likes with the account, once per user id. */
export function createLikePairing(get: GetState<LikesStore>, storage: () => SafeStorage) {
  /** Pairing requests under way, per user id. */
  const pairings = new Map<string, Promise<void>>();

  return async function pairLikesIfNeeded(): Promise<void> {
    const user = get().user;
    if (!user) {
      storage().remove(STORAGE_KEYS.likesPairedUser);
      return;
    }
    const userId = String(user.id);
    if (storage().get<string>(STORAGE_KEYS.likesPairedUser) === userId) return;
    // Callers at the same moment (session start, both header buttons) share one request.
    let pairing = pairings.get(userId);
    if (!pairing) {
      pairing = (async () => {
        try {
          await (await get().sessionApi()).pairLikes();
          storage().set(STORAGE_KEYS.likesPairedUser, userId);
        } catch (error) {
          // Tried again on the next page (pairing twice changes nothing on the server).
          reportProblem('likes', 'pairing failed, tried again on the next page:', error);
        } finally {
          pairings.delete(userId);
        }
      })();
      pairings.set(userId, pairing);
    }
    return pairing;
  };
}

/**
 * The user loaded and, after a login, their likes as a visitor paired: before that the service answers 'not liked'
 * for those items (a lookup would show them so and the local list of liked variants drop them; the user's list of
 * liked items would leave them out).
 */
export async function userWithLikesPaired(get: GetState<LikesStore>): Promise<void> {
  if (!get().userLoaded) await get().loadUser();
  await get().pairLikesIfNeeded();
}
