import { userFromToken, type User } from '@etalage/core';

/**
 * A lazy chunk: the login-token rules (jwt-decode, Web Crypto) are loaded only when a token exists. Decodes the
 * token for the site and stores the user as loaded.
 */
export async function loadTokenUser(
  token: string,
  site: string,
  set: (state: { user: User | null; userLoaded: true }) => void,
): Promise<User | null> {
  const user = await userFromToken(token, { site });
  set({ user, userLoaded: true });
  return user;
}
