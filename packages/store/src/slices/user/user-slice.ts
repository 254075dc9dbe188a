import { readLoginToken, type User } from '@etalage/core';
import type { SliceCreator } from '../slice-creator.js';
import type { ConfigSlice } from '../config/config-slice.js';

/** The logged-in user, decoded from the login token for display only (the server decides what is allowed). */
export interface UserSlice {
  user: User | null;
  userLoaded: boolean;
  loadUser: () => Promise<User | null>;
}

/** Reads the site from the config slice (the token's rules differ per site). */
export const createUserSlice: SliceCreator<UserSlice, ConfigSlice> = (set, get) => ({
  user: null,
  userLoaded: false,
  loadUser: async () => {
    const token = readLoginToken();
    if (!token) {
      set({ user: null, userLoaded: true });
      return null;
    }
    try {
      // jwt-decode and the token rules load only when there is a token, never with the page's entry.
      return await (await import('./user-token.js')).loadTokenUser(token, get().config.project, set);
    } catch {
      // Offline before the decoder loaded: no user for now (not marked loaded, so it is tried again).
      return null;
    }
  },
});
