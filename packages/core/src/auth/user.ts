import { jwtDecode } from 'jwt-decode';
import { isAdminModeCookieOn } from '../cookies/admin-mode.js';
import { sha256Hex } from './sha256.js';

/** The key of the site-wide entry in a per-site role map. */
export const GLOBAL_ROLE_KEY = 'global';

/** A role is a boolean or a per-site map (spec §3). */
export type RoleClaim = boolean | Record<string, unknown>;

export interface LoginTokenClaims {
  uid: number | string;
  name?: string;
  email?: string;
  avatar?: { initials?: string; url?: string | null };
  roles?: { eshop?: RoleClaim; admin?: RoleClaim };
  dateOfBirth?: string | null;
  gender?: number | null;
}

export type Gender = 'male' | 'female';

export interface User {
  id: number | string;
  name: string;
  firstName: string;
  lastName: string;
  initials: string;
  email: string;
  hashedEmail: string | null;
  avatarUrl: string | null;
  isEshop: boolean;
  isAdmin: boolean;
  adminModeEnabled: boolean;
  dob: string | null;
  gender: Gender | null;
}

/**
 * Decodes without a signature check (spec §5): the claims are for display only, the server
 * decides what the user may do. An invalid token answers null.
 */
export function decodeLoginToken(token: string | null | undefined): LoginTokenClaims | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<LoginTokenClaims>(token);
    if (claims === null || typeof claims !== 'object') return null;
    // The id must be usable as one; the other claims are checked where they are read (see textClaim).
    const validId = (typeof claims.uid === 'number' && Number.isFinite(claims.uid)) || (typeof claims.uid === 'string' && claims.uid !== '');
    return validId ? claims : null;
  } catch {
    return null;
  }
}

/** True when the role is `true`, or the site-specific or global entry of its map is truthy (spec §5). */
export function hasRole(role: RoleClaim | undefined, site: string): boolean {
  if (role === true) return true;
  if (typeof role !== 'object' || role === null) return false;
  return Boolean(role[site]) || Boolean(role[GLOBAL_ROLE_KEY]);
}

export function genderFromClaim(gender: number | null | undefined): Gender | null {
  if (gender === 1) return 'male';
  if (gender === 2) return 'female';
  return null;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export interface UserOptions {
  /** The site key of per-site role maps: the page config's project, e.g. "nl". */
  site: string;
  /** Whether the admin-mode cookie is on; read from the cookie when omitted. */
  adminModeCookie?: boolean;
}

/** A claim that should be text: anything else in a (malformed or foreign) token reads as empty. */
const textClaim = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The user of spec §3 derived from a login token, or null when there is no valid token. */
export async function userFromToken(token: string | null | undefined, options: UserOptions): Promise<User | null> {
  const claims = decodeLoginToken(token);
  if (!claims) return null;
  const name = textClaim(claims.name).trim();
  const [firstName = '', ...rest] = name.split(/\s+/).filter(Boolean);
  const email = textClaim(claims.email);
  const avatar = typeof claims.avatar === 'object' && claims.avatar !== null ? claims.avatar : {};
  const isAdmin = hasRole(claims.roles?.admin, options.site);
  return {
    id: claims.uid,
    name,
    firstName,
    lastName: rest.join(' '),
    initials: textClaim(avatar.initials) || initialsOf(name),
    email,
    hashedEmail: email ? await sha256Hex(email.trim().toLowerCase()) : null,
    avatarUrl: textClaim(avatar.url) || null,
    isEshop: hasRole(claims.roles?.eshop, options.site),
    isAdmin,
    adminModeEnabled: isAdmin && (options.adminModeCookie ?? isAdminModeCookieOn()),
    dob: textClaim(claims.dateOfBirth) || null,
    gender: genderFromClaim(claims.gender),
  };
}
