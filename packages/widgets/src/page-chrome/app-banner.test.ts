import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage, STORAGE_KEYS } from '@etalage/core';
import { offerAppBannerOnPhones } from './app-banner-offer.js';
import { chromePage } from './page-chrome.fixtures.js';
import { getStore } from '@etalage/store/store';
import { appBannerAllowed, countVisit, offerAppBanner, VISIT_SESSION_COOKIE } from './app-banner.js';

/** The app-install banner's module, its offer watched (the rules themselves are tested below). */
const offers = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./app-banner.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./app-banner.js')>();
  return {
    ...original,
    offerAppBanner: (...args: Parameters<typeof original.offerAppBanner>) => {
      offers.calls += 1;
      return original.offerAppBanner(...args);
    },
  };
});

function memoryBackend(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('app-install banner offer', () => {
  let header: HTMLElement;
  let cleanup: (() => void) | void;
  beforeEach(() => {
    header = chromePage();
  });
  afterEach(() => {
    if (cleanup) cleanup();
    vi.restoreAllMocks();
  });

  it('offers the app only on the production host of the page config (in the store, read by the embed) and on a phone', async () => {
    const userAgent = vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
    const config = getStore().getState().config;
    const offered = async (productionHost: string) => {
      getStore().setState({ config: { ...config, productionHost } });
      offers.calls = 0;
      if (cleanup) cleanup();
      cleanup = offerAppBannerOnPhones(header, {});
      await vi.waitFor(() => import('./app-banner.js'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      return offers.calls;
    };
    try {
      expect(await offered('')).toBe(0);
      expect(await offered('www.etalage.nl')).toBe(0);
      expect(await offered(window.location.hostname)).toBe(1);
      userAgent.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64)');
      expect(await offered(window.location.hostname)).toBe(0);
    } finally {
      getStore().setState({ config });
      document.querySelector('.etl-page-chrome__app-banner')?.remove();
    }
  });

});

describe('app-install banner rules (spec §4, §9)', () => {
  let storage: ReturnType<typeof createStorage>;
  let now: number;
  const endSession = () => {
    document.cookie = `${VISIT_SESSION_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  };

  beforeEach(() => {
    now = Date.UTC(2026, 10, 23);
    const backend = memoryBackend();
    storage = createStorage({ backend: () => backend, now: () => now });
    endSession();
    document.body.innerHTML = '<main></main>';
  });

  it('counts a visit once per browser session (a session cookie every tab shares)', () => {
    expect(countVisit(storage)).toBe(1);
    expect(countVisit(storage)).toBe(1);
    expect(document.cookie).toContain(`${VISIT_SESSION_COOKIE}=1`);
    endSession();
    expect(countVisit(storage)).toBe(2);
  });

  it('not on the first visit, not when installed (standalone or remembered), else shown', () => {
    expect(appBannerAllowed(1, storage, false)).toBe(false);
    expect(appBannerAllowed(2, storage, false)).toBe(true);
    expect(appBannerAllowed(2, storage, true)).toBe(false);
    storage.set(STORAGE_KEYS.appInstalled, true);
    expect(appBannerAllowed(5, storage, false)).toBe(false);
  });

  it('a dismissal keeps it away for 30 days', () => {
    storage.set(STORAGE_KEYS.visitCount, 3);
    const banner = offerAppBanner(document, '/app', storage)!;
    expect(banner.getAttribute('aria-label')).toBe('Etalage-app');
    expect(banner.textContent).toContain('Vergelijk sneller');
    expect(banner.querySelector('a')!.getAttribute('href')).toBe('/app');
    banner.querySelector('button')!.click();
    expect(document.querySelector('.etl-page-chrome__app-banner')).toBeNull();
    now += 29 * 86_400_000;
    expect(appBannerAllowed(9, storage, false)).toBe(false);
    now += 2 * 86_400_000;
    expect(appBannerAllowed(9, storage, false)).toBe(true);
  });

  it('gives the body room for the bar at its end while shown, and takes it back on close', () => {
    storage.set(STORAGE_KEYS.visitCount, 3);
    document.body.style.paddingBottom = '12px';
    const height = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 88 } as DOMRect);
    const banner = offerAppBanner(document, '/app', storage)!;
    height.mockRestore();
    expect(document.body.style.paddingBottom).toBe('calc(12px + 88px)');
    banner.querySelector('button')!.click();
    expect(document.body.style.paddingBottom).toBe('12px');
    document.body.removeAttribute('style');
  });

  it('leaves when the app is installed, and waits while the cookie bar is on the page', () => {
    storage.set(STORAGE_KEYS.visitCount, 3);
    offerAppBanner(document, '/app', storage);
    window.dispatchEvent(new Event('appinstalled'));
    expect(document.querySelector('.etl-page-chrome__app-banner')).toBeNull();
    expect(storage.get(STORAGE_KEYS.appInstalled)).toBe(true);
    storage.remove(STORAGE_KEYS.appInstalled);
    document.body.innerHTML = '<div data-etl-widget="cookie-bar"></div>';
    expect(offerAppBanner(document, '/app', storage)).toBeNull();
  });
});
