import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAdminModeCookieOn, setAdminModeCookie } from './admin-mode.js';
import { ATTRIBUTION_COOKIE_DAYS, ATTRIBUTION_PARAMS, readAttribution, recordAttribution, resolveAttribution } from './attribution.js';
import { markBannerSeen, readSeenBanners } from './banner-seen.js';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS, readConsent, serializeConsent, shouldShowCookieBar, writeConsent } from './consent.js';
import { deleteCookie, readCookie, writeCookie } from './cookie.js';

/** The prototype that defines document.cookie (spying on it leaves the instance untouched). */
function cookieOwner(): Document {
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object | null;
  return owner as Document;
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  clearCookies();
});

describe('cookies', () => {
  it('writes and reads an encoded value', () => {
    writeCookie('x', 'a b;c', { days: 1 });
    expect(readCookie('x')).toBe('a b;c');
    deleteCookie('x');
    expect(readCookie('x')).toBeUndefined();
  });

  it('swallows a failing document.cookie (spec §8)', () => {
    const setter = vi.spyOn(cookieOwner(), 'cookie', 'set').mockImplementation(() => {
      throw new Error('sandboxed');
    });
    expect(() => writeCookie('x', '1')).not.toThrow();
    expect(setter).toHaveBeenCalled();
    setter.mockRestore();
    const getter = vi.spyOn(cookieOwner(), 'cookie', 'get').mockImplementation(() => {
      throw new Error('sandboxed');
    });
    expect(readCookie('x')).toBeUndefined();
    expect(getter).toHaveBeenCalled();
    getter.mockRestore();
  });
});

describe('consent cookie _cc (spec §4, §9)', () => {
  it('is the sorted, pipe-joined list of granted categories, kept 365 days', () => {
    expect(CONSENT_COOKIE).toBe('_cc');
    expect(CONSENT_COOKIE_DAYS).toBe(365);
    expect(serializeConsent({ marketing: true, essential: true, analytics: false, functional: true })).toBe(
      'essential|functional|marketing',
    );
    const set = vi.spyOn(cookieOwner(), 'cookie', 'set');
    writeConsent({ essential: true, marketing: false, analytics: true, functional: false });
    expect(set.mock.calls[0]?.[0]).toMatch(/^_cc=analytics\|essential; path=\/; expires=.*; max-age=31536000; SameSite=Lax/);
  });

  it('reads back the settings, or null before the shopper chose', () => {
    expect(readConsent()).toBeNull();
    writeConsent({ essential: true, marketing: true, analytics: false, functional: false });
    expect(readConsent()).toEqual({ essential: true, marketing: true, analytics: false, functional: false });
  });

  it('shows the cookie bar only without consent and not to bots', () => {
    expect(shouldShowCookieBar('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0')).toBe(true);
    expect(shouldShowCookieBar('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(false);
    writeConsent({ essential: true, marketing: false, analytics: false, functional: false });
    expect(shouldShowCookieBar('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0')).toBe(false);
  });
});

describe('attribution cookies (spec §9)', () => {
  it('takes utm parameters and gclid from the URL', () => {
    expect(
      resolveAttribution('https://www.etalage.test/?utm_source=nieuwsbrief&utm_medium=email&utm_campaign=herfst&utm_term=bank&utm_content=a&gclid=G1', ''),
    ).toEqual({ utm_source: 'nieuwsbrief', utm_medium: 'email', utm_campaign: 'herfst', utm_term: 'bank', utm_content: 'a', gclid: 'G1' });
  });

  it.each(['https://www.google.nl/', 'https://search.seznam.cz/?q=x', 'https://nl.search.yahoo.com/', 'https://www.bing.com/search'])(
    'counts %s as search',
    (referrer) => {
      expect(resolveAttribution('https://www.etalage.test/', referrer)?.utm_medium).toBe('search');
    },
  );

  it('is direct/none without referrer and referral for other sites', () => {
    expect(resolveAttribution('https://www.etalage.test/', '')).toEqual({ utm_source: 'direct', utm_medium: 'none' });
    expect(resolveAttribution('https://www.etalage.test/', 'https://blog.example.nl/post')).toEqual({
      utm_source: 'blog.example.nl',
      utm_medium: 'referral',
    });
    expect(resolveAttribution('https://www.etalage.test/a', 'https://www.etalage.test/b')).toBeNull();
  });

  it('stores the attribution for 30 days and keeps it over a later direct visit', () => {
    expect(ATTRIBUTION_COOKIE_DAYS).toBe(30);
    const set = vi.spyOn(cookieOwner(), 'cookie', 'set');
    recordAttribution('https://www.etalage.test/?utm_source=nieuwsbrief&utm_medium=email', '');
    expect(set.mock.calls[0]?.[0]).toContain('max-age=2592000');
    recordAttribution('https://www.etalage.test/', '');
    expect(readAttribution()).toEqual({ utm_source: 'nieuwsbrief', utm_medium: 'email' });
  });

  it('writes nothing for a direct visit (direct/none is the default) and a direct visit keeps a gclid alone', () => {
    for (const name of ATTRIBUTION_PARAMS) deleteCookie(name);
    expect(recordAttribution('https://www.etalage.test/', '')).toEqual({ utm_source: 'direct', utm_medium: 'none' });
    expect(readAttribution()).toEqual({});
    recordAttribution('https://www.etalage.test/?gclid=G2', '');
    expect(recordAttribution('https://www.etalage.test/', '')).toEqual({ gclid: 'G2' });
  });

  it('counts the www. and bare host of the site as the same site (navigation keeps what is stored)', () => {
    expect(resolveAttribution('https://etalage.test/a', 'https://www.etalage.test/b')).toBeNull();
  });
});

describe('banner strip seen list (spec §4)', () => {
  it('keeps closed idents as semicolon-separated numbers', () => {
    markBannerSeen(12);
    markBannerSeen(7);
    markBannerSeen(12);
    expect(decodeURIComponent(document.cookie)).toContain('etl_banner_seen=12;7');
    expect(readSeenBanners()).toEqual([12, 7]);
  });
});

describe('admin-mode cookie (spec §6)', () => {
  it('is on only when it equals 1', () => {
    expect(isAdminModeCookieOn()).toBe(false);
    writeCookie('etl_admin_mode', '0');
    expect(isAdminModeCookieOn()).toBe(false);
    setAdminModeCookie(true);
    expect(isAdminModeCookieOn()).toBe(true);
    setAdminModeCookie(false);
    expect(isAdminModeCookieOn()).toBe(false);
  });
});
