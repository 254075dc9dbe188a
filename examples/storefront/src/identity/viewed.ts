import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** Recently viewed variant ids (newest first, at most 10), for 'Ga verder waar je gebleven was'. */
export const VIEWED_COOKIE = 'etl_viewed';

export function rememberViewed(c: Context, variantId: number): void {
  const ids = viewedIds(c).filter((id) => id !== variantId);
  setCookie(c, VIEWED_COOKIE, [variantId, ...ids].slice(0, 10).join('.'), { path: '/', sameSite: 'Lax', maxAge: 30 * 86_400 });
}

/** Whether the shopper viewed products other than `except` (then 'Ook iets voor jou?' has something to show). */
export function viewedOtherThan(c: Context, except?: number): boolean {
  return viewedIds(c).some((id) => id !== except);
}

/** The viewed variant ids of the request's cookie, newest first (anything that is not an id is skipped). */
export function viewedIds(c: Context): number[] {
  return (getCookie(c, VIEWED_COOKIE) ?? '').split('.').filter((s) => /^\d+$/.test(s)).map(Number);
}
