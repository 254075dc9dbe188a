import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/**
 * Recently viewed variant ids (newest first, at most 10), for 'Ga verder waar je gebleven was'; the home page's
 * 'Ook iets voor jou?' shows products similar to the newest.
 */
export const VIEWED_COOKIE = 'etl_viewed';

export function rememberViewed(c: Context, variantId: number): void {
  const ids = viewedIds(c).filter((id) => id !== variantId);
  setCookie(c, VIEWED_COOKIE, [variantId, ...ids].slice(0, 10).join('.'), { path: '/', sameSite: 'Lax', maxAge: 30 * 86_400 });
}

/** The viewed variant ids of the request's cookie, newest first (anything that is not an id is skipped). */
export function viewedIds(c: Context): number[] {
  return (getCookie(c, VIEWED_COOKIE) ?? '').split('.').filter((s) => /^\d+$/.test(s)).map(Number);
}
