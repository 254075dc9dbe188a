import { createHmac } from 'node:crypto';
import type { UserRow } from './users.js';
import { imageUrl } from '../catalog/images.js';

const b64url = (input: string | Buffer) => Buffer.from(input).toString('base64url');

/** The login token's claims (spec §3). */
export function tokenClaims(user: UserRow, now = Math.floor(Date.now() / 1000)) {
  const name = `${user.first_name} ${user.last_name}`;
  return {
    uid: user.id,
    name,
    email: user.email,
    avatar: { initials: initials(user), url: imageUrl('avatar', 'medium', user.id) },
    roles: { eshop: user.is_eshop === 1, admin: user.is_admin === 1 },
    dateOfBirth: user.date_of_birth,
    gender: user.gender,
    iat: now,
    exp: now + 30 * 86_400,
  };
}

export function initials(user: Pick<UserRow, 'first_name' | 'last_name'>): string {
  const last = user.last_name.split(' ').pop() ?? '';
  return `${user.first_name.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/** An HS256 JWT. Widgets decode it for display only; the server trusts its session cookie. */
export function signToken(claims: object, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
