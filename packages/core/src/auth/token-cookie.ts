/** The JS-readable cookie that holds the login token (a JWT; decoded for display only). */
export const LOGIN_TOKEN_COOKIE = 'etl_token';

const TOKEN_PATTERN = new RegExp(`(?:^|;\\s*)${LOGIN_TOKEN_COOKIE}=([^;]+)`);

/**
 * The raw login token from the cookie, if any (not decoded, not verified). A cheap check, so that a
 * visitor's page does not load the token decoder (jwt-decode, Web Crypto) just to learn there is no user.
 */
export function readLoginToken(cookie: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  const value = TOKEN_PATTERN.exec(cookie)?.[1];
  try {
    return value ? decodeURIComponent(value) : undefined;
  } catch {
    return undefined;
  }
}
