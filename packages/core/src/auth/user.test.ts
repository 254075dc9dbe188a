import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256.js';
import { decodeLoginToken, hasRole, userFromToken, type LoginTokenClaims } from './user.js';
import { toTrackingUser } from '../tracking/tracking-user.js';

/** Builds an unsigned-looking HS256 token; the signature is never checked (spec §5). */
function token(claims: LoginTokenClaims): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.not-a-real-signature`;
}

const claims: LoginTokenClaims = {
  uid: 314,
  name: 'Anna de Vries',
  email: 'anna@example.nl',
  avatar: { initials: 'AV', url: 'https://img.etalage.test/avatar/314.jpg' },
  roles: { eshop: false, admin: { nl: false, global: true } },
  dateOfBirth: '1990-04-01',
  gender: 2,
};

describe('user from the login token (spec §3, §5)', () => {
  it('derives every field of the user', async () => {
    const user = await userFromToken(token(claims), { site: 'nl', adminModeCookie: true });
    expect(user).toEqual({
      id: 314,
      name: 'Anna de Vries',
      firstName: 'Anna',
      lastName: 'de Vries',
      initials: 'AV',
      email: 'anna@example.nl',
      hashedEmail: await sha256Hex('anna@example.nl'),
      avatarUrl: 'https://img.etalage.test/avatar/314.jpg',
      isEshop: false,
      isAdmin: true,
      adminModeEnabled: true,
      dob: '1990-04-01',
      gender: 'female',
    });
  });

  it('hashes the e-mail as SHA-256 hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('maps gender 1 to male and anything else to null', async () => {
    expect((await userFromToken(token({ ...claims, gender: 1 }), { site: 'nl' }))?.gender).toBe('male');
    expect((await userFromToken(token({ ...claims, gender: 0 }), { site: 'nl' }))?.gender).toBeNull();
  });

  it('ignores an invalid token', async () => {
    expect(decodeLoginToken('not.a.token')).toBeNull();
    expect(decodeLoginToken('')).toBeNull();
    expect(await userFromToken('garbage', { site: 'nl' })).toBeNull();
  });

  it('is admin when roles.admin is true or the site-specific or global entry is truthy', () => {
    expect(hasRole(true, 'nl')).toBe(true);
    expect(hasRole(false, 'nl')).toBe(false);
    expect(hasRole({ nl: 1 }, 'nl')).toBe(true);
    expect(hasRole({ global: true }, 'nl')).toBe(true);
    expect(hasRole({ cz: true }, 'nl')).toBe(false);
    expect(hasRole(undefined, 'nl')).toBe(false);
  });

  it('enables admin mode only for admins with the cookie on', async () => {
    const visitor = await userFromToken(token({ ...claims, roles: {} }), { site: 'nl', adminModeCookie: true });
    expect(visitor?.adminModeEnabled).toBe(false);
    const admin = await userFromToken(token(claims), { site: 'nl', adminModeCookie: false });
    expect(admin?.adminModeEnabled).toBe(false);
  });

  it('builds the tracking user in snake_case, with the hashed e-mail only', async () => {
    const user = await userFromToken(token(claims), { site: 'nl', adminModeCookie: false });
    expect(user?.hashedEmail).toMatch(/^[0-9a-f]{64}$/);
    expect(user && toTrackingUser(user)).toEqual({
      id: 314,
      email: null,
      email_hashed: user?.hashedEmail,
      name: 'Anna',
      surname: 'de Vries',
      date_of_birth: '1990-04-01',
      gender: 'female',
    });
  });

  it('fills email_hashed with the SHA-256 hex of the trimmed, lower-cased address, and leaves email null', async () => {
    const user = await userFromToken(token({ ...claims, email: '  Anna@Example.NL ' }), { site: 'nl', adminModeCookie: false });
    const tracking = user && toTrackingUser(user);
    expect(tracking?.email_hashed).toBe(createHash('sha256').update('anna@example.nl').digest('hex'));
    expect(tracking?.email).toBeNull();
  });
});
