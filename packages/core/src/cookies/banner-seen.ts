import { readCookie, writeCookie } from './cookie.js';

export const BANNER_SEEN_COOKIE = 'etl_banner_seen';
export const BANNER_SEEN_COOKIE_DAYS = 365;

/** The banner-strip idents the shopper closed (semicolon-separated numbers, spec §4). */
export function readSeenBanners(): number[] {
  const value = readCookie(BANNER_SEEN_COOKIE) ?? '';
  return value
    .split(';')
    .map((part) => (/^\d+$/.test(part.trim()) ? Number(part.trim()) : Number.NaN))
    .filter((ident) => Number.isSafeInteger(ident));
}

export function isBannerSeen(ident: number): boolean {
  return readSeenBanners().includes(ident);
}

export function markBannerSeen(ident: number): void {
  if (!Number.isSafeInteger(ident) || ident < 0) return;
  const seen = readSeenBanners();
  if (seen.includes(ident)) return;
  writeCookie(BANNER_SEEN_COOKIE, [...seen, ident].join(';'), { days: BANNER_SEEN_COOKIE_DAYS });
}
