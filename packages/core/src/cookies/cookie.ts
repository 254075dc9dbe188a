/** document.cookie access that never throws (spec §8: cookie failures are swallowed). */
export interface CookieOptions {
  /** Lifetime in days; omitted for a session cookie. */
  days?: number;
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

const DAY_MS = 86_400_000;

export function readCookie(name: string): string | undefined {
  try {
    if (typeof document === 'undefined') return undefined;
    for (const part of document.cookie.split(';')) {
      const separator = part.indexOf('=');
      if (separator < 0) continue;
      if (part.slice(0, separator).trim() !== name) continue;
      const raw = part.slice(separator + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  } catch {
    // a sandboxed document may refuse cookie access
  }
  return undefined;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  try {
    if (typeof document === 'undefined') return;
    // '|' is a valid cookie octet: kept as is, so `_cc` reads 'analytics|essential' (spec §4) on the wire too.
    const parts = [`${name}=${encodeURIComponent(value).replace(/%7C/g, '|')}`, `path=${options.path ?? '/'}`];
    if (options.days !== undefined) {
      parts.push(`expires=${new Date(Date.now() + options.days * DAY_MS).toUTCString()}`);
      parts.push(`max-age=${Math.round(options.days * 86_400)}`);
    }
    if (options.domain) parts.push(`domain=${options.domain}`);
    parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
    if (options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:')) parts.push('Secure');
    document.cookie = parts.join('; ');
  } catch {
    // swallowed: spec §8
  }
}

export function deleteCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
  writeCookie(name, '', { ...options, days: -1 });
}
