import { readCurrentUser, type User } from '@etalage/core';
import type { EtalageSlice } from '../types.js';

/** The logged-in user, decoded from the login token for display only (the server decides what is allowed). */
export interface UserSlice {
  user: User | null;
  userLoaded: boolean;
  loadUser: () => Promise<User | null>;
}

export const createUserSlice: EtalageSlice<UserSlice> = (set, get) => ({
  user: null,
  userLoaded: false,
  loadUser: async () => {
    const user = await readCurrentUser(get().config.project).catch(() => null);
    set({ user, userLoaded: true });
    return user;
  },
});
