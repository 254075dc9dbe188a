import { readCookie } from '../cookies/cookie.js';
import { LOGIN_TOKEN_COOKIE } from './token-cookie.js';
import { userFromToken, type User } from './user.js';

/** The logged-in user of this page, from the `etl_token` cookie. */
export function readCurrentUser(site: string): Promise<User | null> {
  return userFromToken(readCookie(LOGIN_TOKEN_COOKIE), { site });
}
