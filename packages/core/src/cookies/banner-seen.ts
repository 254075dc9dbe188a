import { readCookie, writeCookie } from './cookie.js';

export const BANNER_SEEN_COOKIE = 'etl_banner_seen';
export const BANNER_SEEN_COOKIE_DAYS = 365;

/** The banner-strip idents the shopper closed (semicolon-separated numbers, spec §4). */
export function readSeenBanners(): number[] {
  const value = readCookie(BANNER_SEEN_COOKIE) ?? '';
  return value
    .split(';')
    .map((part) => Number.parseInt(part.trim(), 10))
    .filter((ident) => Number.isFinite(ident));
}

export function isBannerSeen(ident: number): boolean {
  return readSeenBanners().includes(ident);
}

export function markBannerSeen(ident: number): void {
  const seen = readSeenBanners();
  if (seen.includes(ident)) return;
  writeCookie(BANNER_SEEN_COOKIE, [...seen, ident].join(';'), { days: BANNER_SEEN_COOKIE_DAYS });
}
