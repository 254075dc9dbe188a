import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage, STORAGE_KEYS } from '@etalage/core';
import * as tracking from '@etalage/core/tracking';
import enhancePageChrome, { hasAttributionWork, HIDDEN_CLASS } from './page-chrome.js';
import { pageChrome } from './index.js';
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

describe('page-chrome definition', () => {
  it('is an idle enhancer (attribution and the header need no interaction)', () => {
    expect(pageChrome).toMatchObject({ name: 'page-chrome', activation: 'idle', enhance: true });
  });
});

describe('attribution work (spec §9)', () => {
  const page = new URL('https://www.etalage.nl/producten');
  it('is there for campaign parameters or a referrer from another site', () => {
    expect(hasAttributionWork(new URL('https://www.etalage.nl/?utm_source=nieuwsbrief'), '')).toBe(true);
    expect(hasAttributionWork(new URL('https://www.etalage.nl/?a=1&gclid=G1'), '')).toBe(true);
    expect(hasAttributionWork(page, 'https://www.google.nl/')).toBe(true);
    expect(hasAttributionWork(page, 'https://blog.example.nl/post')).toBe(true);
  });
  it('is not there for a direct visit (direct/none is the default) or navigation inside the site', () => {
    expect(hasAttributionWork(page, '')).toBe(false);
    expect(hasAttributionWork(page, 'https://www.etalage.nl/')).toBe(false);
    expect(hasAttributionWork(page, 'https://etalage.nl/')).toBe(false);
    expect(hasAttributionWork(new URL('https://www.etalage.nl/?utm=x&notgclid=1'), '')).toBe(false);
  });
});

describe('page-chrome enhancer', () => {
  let header: HTMLElement;
  let cleanup: (() => void) | void;
  let frames: FrameRequestCallback[];

  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    frames.splice(0).forEach((frame) => frame(0));
  };

  beforeEach(() => {
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    document.body.innerHTML = `
      <header class="site-header etl-page-header"><a href="/">Etalage</a>
        <div class="search"><input id="q" /></div>
        <ul><li class="main-nav-item"><a href="/woonkamer">Woonkamer</a></li></ul></header>
      <main><a id="faq-link" href="#faq-kortingen">Kortingen</a></main>
      <footer>
        <details name="faq" id="faq-bestellen"><summary>Bestel ik bij Etalage?</summary><p>Nee.</p></details>
        <details name="faq" id="faq-kortingen"><summary>Zijn de kortingen echt?</summary><p>Ja.</p></details>
        <select data-etl-navigate><option value="https://www.etalage.nl/">Nederland</option><option value="https://www.etalage.be/">België</option></select>
        <select id="other"><option value="/a">A</option><option value="/b">B</option></select>
      </footer>`;
    header = document.querySelector('header')!;
    Object.defineProperty(header, 'offsetHeight', { value: 120, configurable: true });
    cleanup = enhancePageChrome(header, {});
  });
  afterEach(() => {
    if (cleanup) cleanup();
    vi.restoreAllMocks();
  });

  it('hides the header on scrolling down past its height (and 80 px), shows it on scrolling up, one frame per burst', () => {
    scrollTo(60);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
    scrollTo(110); // beyond 80 px but not beyond the header's 120 px
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
    scrollTo(400);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(true);
    scrollTo(380);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(1);
  });

  it('stays while pressed (a scroll the shopper did not make must not slide a link from under a click) until released or cancelled', () => {
    scrollTo(200);
    header.querySelector('a')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    scrollTo(600);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
    window.dispatchEvent(new PointerEvent('pointerup'));
    scrollTo(900);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(true);
    scrollTo(700);
    header.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    window.dispatchEvent(new PointerEvent('pointercancel'));
    scrollTo(1100);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(true);
  });

  // (A main-nav entry under the pointer or the focus holds it too: `:hover`/`:focus-within`, which happy-dom lacks.)
  it('keeps the header while the search overlay is open; focus inside shows it', () => {
    header.querySelector('.search')!.classList.add('etl-search--open');
    scrollTo(500);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
    header.querySelector('.search')!.classList.remove('etl-search--open');
    scrollTo(1200);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(true);
    header.querySelector<HTMLElement>('a')!.focus();
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
  });

  it('a hash link opens the matching accordion', () => {
    const details = document.getElementById('faq-kortingen') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    const link = document.getElementById('faq-link')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(details.open).toBe(true);
  });

  it("sends the purchase_click of a shop link outside the cards (the product page's 'Ga naar de shop'), and its conversion", async () => {
    const pushed = vi.spyOn(tracking, 'trackPurchaseClick').mockImplementation(() => {});
    const conversion = vi.fn();
    globalThis.__etalageConversion = conversion;
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'beforeend',
      '<a id="shop" href="/go/10004/4" rel="nofollow" data-etl-purchase="4" data-etl-variant="10004"><span>Ga naar de shop</span></a>' +
        '<a id="broken" href="/go/x/4" rel="nofollow" data-etl-purchase="4" data-etl-variant="x">Kapot</a>',
    );
    for (const link of main.querySelectorAll('a')) link.addEventListener('click', (event) => event.preventDefault());
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.querySelector<HTMLElement>('#shop span')!.click();
    document.getElementById('broken')!.click();
    document.getElementById('faq-link')!.click();
    expect(pushed.mock.calls).toEqual([[{ variant_id: 10004, click_source: 4, position: null }]]);
    expect(conversion).toHaveBeenCalledWith('purchase_click', { variant_id: 10004, click_source: 4 });
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('a purchase link needs data-etl-variant'), document.getElementById('broken')), { timeout: 5000 });
    globalThis.__etalageConversion = undefined;
  });

  it('the country switch navigates to the chosen value; other selects do not', () => {
    const assign = vi.fn();
    const location = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...location, href: location.href, assign } as unknown as Location);
    const other = document.getElementById('other') as HTMLSelectElement;
    other.value = '/b';
    other.dispatchEvent(new Event('change', { bubbles: true }));
    expect(assign).not.toHaveBeenCalled();
    const select = document.querySelector<HTMLSelectElement>('select[data-etl-navigate]')!;
    select.value = 'https://www.etalage.be/';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(assign).toHaveBeenCalledWith('https://www.etalage.be/');
  });

  it('offers the app only on the production host of the page config (in the store, read by the embed) and on a phone', async () => {
    const userAgent = vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
    const config = getStore().getState().config;
    const offered = async (productionHost: string) => {
      getStore().setState({ config: { ...config, productionHost } });
      offers.calls = 0;
      if (cleanup) cleanup();
      cleanup = enhancePageChrome(header, {});
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
      document.querySelector('.etl-app-banner')?.remove();
    }
  });

  it('its cleanup stops listening and shows the header', () => {
    scrollTo(600);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(true);
    if (cleanup) cleanup();
    cleanup = undefined;
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
    scrollTo(1000);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
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
    expect(document.querySelector('.etl-app-banner')).toBeNull();
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
    expect(document.querySelector('.etl-app-banner')).toBeNull();
    expect(storage.get(STORAGE_KEYS.appInstalled)).toBe(true);
    storage.remove(STORAGE_KEYS.appInstalled);
    document.body.innerHTML = '<div data-etl-widget="cookie-bar"></div>';
    expect(offerAppBanner(document, '/app', storage)).toBeNull();
  });
});
