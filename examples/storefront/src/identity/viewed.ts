import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** Recently viewed variant ids (newest first, at most 10), for 'Ga verder waar je gebleven was'. */
export const VIEWED_COOKIE = 'etl_viewed';

export function rememberViewed(c: Context, variantId: number): void {
  const ids = (getCookie(c, VIEWED_COOKIE) ?? '').split('.').filter((s) => /^\d+$/.test(s) && Number(s) !== variantId);
  setCookie(c, VIEWED_COOKIE, [String(variantId), ...ids].slice(0, 10).join('.'), { path: '/', sameSite: 'Lax', maxAge: 30 * 86_400 });
}

/** Whether the shopper viewed products other than `except` (then 'Ook iets voor jou?' has something to show). */
export function viewedOtherThan(c: Context, except?: number): boolean {
  return (getCookie(c, VIEWED_COOKIE) ?? '').split('.').some((s) => /^\d+$/.test(s) && Number(s) !== except);
}
