import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { userFromToken } from './auth/user.js';
import { readLoginToken } from './auth/token-cookie.js';
import { CONSENT_CATEGORIES, parseConsent, serializeConsent } from './cookies/consent.js';
import { readCookie } from './cookies/cookie.js';
import { createStorage } from './storage/storage.js';

/**
 * What the core reads from outside (login token, cookies, stored entries) comes from other
 * scripts, older versions and hand-edited browsers. Whatever it holds, the parsers answer a value of their
 * documented shape and never throw into a widget.
 */

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const jwtOf = (payload: string) => `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(payload)}.c2ln`;

/** Claims of any shape: the right keys with values of any JSON type, plus pollution attempts. */
const anyClaims = fc.record(
  {
    uid: fc.jsonValue({ maxDepth: 1 }),
    name: fc.jsonValue({ maxDepth: 1 }),
    email: fc.jsonValue({ maxDepth: 1 }),
    avatar: fc.jsonValue({ maxDepth: 2 }),
    roles: fc.jsonValue({ maxDepth: 2 }),
    dateOfBirth: fc.jsonValue({ maxDepth: 1 }),
    gender: fc.jsonValue({ maxDepth: 1 }),
    __proto__: fc.jsonValue({ maxDepth: 1 }),
  },
  { requiredKeys: [] },
);

const anyToken = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ maxLength: 60 }).map(jwtOf),
  anyClaims.map((claims) => jwtOf(JSON.stringify(claims))),
  fc.jsonValue({ maxDepth: 2 }).map((value) => jwtOf(JSON.stringify(value))),
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('core parsers under generated input', () => {
  it('a login token of any content gives null or a user whose display fields are text', async () => {
    await fc.assert(
      fc.asyncProperty(anyToken, async (token) => {
        const user = await userFromToken(token, { site: 'nl', adminModeCookie: false });
        if (user === null) return;
        expect(['string', 'number']).toContain(typeof user.id);
        for (const field of [user.name, user.firstName, user.lastName, user.initials, user.email]) expect(typeof field).toBe('string');
        for (const field of [user.avatarUrl, user.dob, user.hashedEmail]) expect(field === null || typeof field === 'string').toBe(true);
        expect(typeof user.isAdmin).toBe('boolean');
        expect(typeof user.isEshop).toBe('boolean');
        expect([null, 'male', 'female']).toContain(user.gender);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });

  it('any cookie header: reading never throws and answers text or undefined', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 })), { maxLength: 6 }), fc.string({ maxLength: 12 }), (pairs, name) => {
        const header = pairs.map(([key, value]) => `${key}=${value}`).join('; ');
        vi.spyOn(document, 'cookie', 'get').mockReturnValue(header);
        const value = readCookie(name);
        expect(value === undefined || typeof value === 'string').toBe(true);
        const token = readLoginToken(header);
        expect(token === undefined || typeof token === 'string').toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('any consent cookie value reads as the four categories, and writes back sorted and known only', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 40 }), fc.array(fc.constantFrom(...CONSENT_CATEGORIES, 'all', '', ' analytics', '__proto__')).map((parts) => parts.join('|'))), (value) => {
        const settings = parseConsent(value);
        expect(Object.keys(settings).sort()).toEqual([...CONSENT_CATEGORIES].sort());
        for (const granted of Object.values(settings)) expect(typeof granted).toBe('boolean');
        const written = serializeConsent(settings);
        const parts = written === '' ? [] : written.split('|');
        expect(parts).toEqual([...parts].sort());
        for (const part of parts) expect(CONSENT_CATEGORIES).toContain(part);
      }),
      { numRuns: 2000 },
    );
  });

  it('a stored entry of any content is read as absent or as its value, never thrown', () => {
    const raw = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.record({ v: fc.jsonValue({ maxDepth: 2 }), e: fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.integer()) }).map((entry) => JSON.stringify(entry)),
      fc.constantFrom('{"__proto__":{"v":1,"e":null}}', '{"v":', 'undefined', 'null', '{"v":1}'),
    );
    fc.assert(
      fc.property(raw, (stored) => {
        const backend = new Map<string, string>([['etalage:key', stored]]);
        const storage = createStorage({
          backend: () =>
            ({
              getItem: (key: string) => backend.get(key) ?? null,
              setItem: (key: string, value: string) => void backend.set(key, value),
              removeItem: (key: string) => void backend.delete(key),
            }) as unknown as Storage,
          now: () => 1_000,
        });
        const read = () => storage.get<unknown>('key');
        expect(read).not.toThrow();
        const value = read();
        if (value !== undefined) {
          const entry = JSON.parse(stored) as { v: unknown };
          expect(value).toEqual(entry.v);
        }
        expect(({} as Record<string, unknown>).v).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });
});
