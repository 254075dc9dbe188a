import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context.js';
import { createSession, deleteSession, type UserRow } from './users.js';
import { signToken, tokenClaims } from './token.js';

export const SESSION_COOKIE = 'etl_session';
export const TOKEN_COOKIE = 'etl_token';
const MAX_AGE = 30 * 86_400;

/** Logs in: an httpOnly session cookie (what the server trusts) and a JS-readable JWT for display. */
export function logIn(c: Context<AppEnv>, user: UserRow): string {
  const deps = c.get('deps');
  const sessionId = createSession(deps.db, user.id);
  const token = signToken(tokenClaims(user), deps.secret);
  setCookie(c, SESSION_COOKIE, sessionId, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: MAX_AGE });
  setCookie(c, TOKEN_COOKIE, token, { path: '/', sameSite: 'Lax', maxAge: MAX_AGE });
  c.set('user', user);
  return token;
}

export function logOut(c: Context<AppEnv>): void {
  deleteSession(c.get('deps').db, getCookie(c, SESSION_COOKIE));
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, TOKEN_COOKIE, { path: '/' });
  c.set('user', undefined);
}

/** Only same-site paths are followed after login. */
export function safeNext(next: unknown, fallback = '/'): string {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : fallback;
}
