import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context.js';

export const VISITOR_COOKIE = 'etl_visitor';

/** Who likes and watches: the logged-in user, else the anonymous visitor of the `etl_visitor` cookie. */
export interface Owner {
  type: 'user' | 'visitor';
  id: string;
}

export function currentOwner(c: Context<AppEnv>): Owner | undefined {
  const user = c.get('user');
  if (user) return { type: 'user', id: String(user.id) };
  const visitor = getCookie(c, VISITOR_COOKIE);
  return visitor && /^[\w-]{8,64}$/.test(visitor) ? { type: 'visitor', id: visitor } : undefined;
}

/** The owner for a write: gives an anonymous visitor an id cookie the first time. */
export function ensureOwner(c: Context<AppEnv>): Owner {
  const owner = currentOwner(c);
  if (owner) return owner;
  const id = randomUUID();
  setCookie(c, VISITOR_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 365 * 86_400 });
  return { type: 'visitor', id };
}

export const ownerKey = (owner: Owner) => `${owner.type}:${owner.id}`;
