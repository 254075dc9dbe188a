import { LOGIN_TOKEN_COOKIE } from '@etalage/core';

const b64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned login token as the storefront's cookie carries it (widgets decode it for display only). */
export function loginToken(claims: { uid: number; name: string; email: string; initials: string; admin?: boolean; eshop?: boolean }): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({
    uid: claims.uid,
    name: claims.name,
    email: claims.email,
    avatar: { initials: claims.initials, url: null },
    roles: { eshop: claims.eshop ?? false, admin: claims.admin ?? false },
  })}.signature`;
}

export const SHOPPER = { uid: 3, name: 'Sanne de Vries', email: 'shopper@etalage.test', initials: 'SV' };
export const WRONG_PASSWORD = 'E-mailadres of wachtwoord is onjuist.';

export function setTokenCookie(token: string | null) {
  document.cookie = token ? `${LOGIN_TOKEN_COOKIE}=${token}; path=/` : `${LOGIN_TOKEN_COOKIE}=; path=/; max-age=0`;
}
