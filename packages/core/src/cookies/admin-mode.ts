import { readCookie, writeCookie, deleteCookie } from './cookie.js';

export const ADMIN_MODE_COOKIE = 'etl_admin_mode';

/** Admin mode is on when the cookie equals "1" (spec §6); the server still decides what admins may see. */
export function isAdminModeCookieOn(): boolean {
  return readCookie(ADMIN_MODE_COOKIE) === '1';
}

export function setAdminModeCookie(on: boolean): void {
  if (on) writeCookie(ADMIN_MODE_COOKIE, '1');
  else deleteCookie(ADMIN_MODE_COOKIE);
}
