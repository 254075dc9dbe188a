import { expect, test as storefrontTest } from '../storefront/server.js';
import { launchFirefox } from './driver/firefox.js';
import { launchWebKit } from './driver/webkit.js';
import type { EngineBrowser, EngineName, EnginePage } from './driver/types.js';

export type { EnginePage, Target } from './driver/types.js';

/** The promise, or a rejection after `ms` milliseconds. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Every category granted: the flows see no cookie bar (Firefox's and WebKit's user agents are no crawler's). */
export const ALL_CONSENT = 'analytics|essential|functional|marketing';

/**
 * The cross-engine test: the worker's own storefront (e2e/storefront/server.ts, started with the problem recorder,
 * ETALAGE_TEST_RECORDER=1), the worker's own browser of the project's `engine`, and per test a `tab` with its own
 * cookies and storage. A test fails when its tab recorded any problem: an uncaught error, an unhandled rejection,
 * a console error, a failed resource or fetch, a CSP violation.
 */
export const test = storefrontTest.extend<
  {
    tab: EnginePage;
    /** The `_cc` consent cookie set before the test (null: none, the cookie bar shows). */
    consent: string | null;
  },
  { engine: EngineName; engineBrowser: EngineBrowser }
>({
  storefrontEnv: [{ ETALAGE_TEST_RECORDER: '1' }, { scope: 'worker' }],
  engine: ['firefox', { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engine }, use) => {
      const browser = engine === 'firefox' ? await launchFirefox() : await launchWebKit();
      try {
        await use(browser);
      } finally {
        await browser.close();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  consent: [ALL_CONSENT, { option: true }],
  tab: async ({ engineBrowser, storefront, consent }, use, testInfo) => {
    testInfo.annotations.push({ type: 'engine', description: `${engineBrowser.info.version}; ${engineBrowser.info.userAgent}` });
    const tab = await engineBrowser.newPage(storefront.url);
    let problems: string[] = [];
    try {
      if (consent !== null) {
        // A cookie of the storefront's origin: set from a page of it (the health check), the same way in both engines.
        await tab.goto('/health');
        await tab.evaluate((value: string) => {
          document.cookie = `_cc=${value}; path=/; max-age=31536000; samesite=lax`;
        }, consent);
      }
      await use(tab);
      problems = await tab.problems();
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) {
        // What the tab showed and recorded when the test failed, next to the test's other results (each step
        // bounded: a browser that hangs must not hold up the worker).
        const shot = await within(10_000, tab.screenshot()).catch(() => undefined);
        if (shot) await testInfo.attach('screenshot', { body: shot, contentType: 'image/png' });
        const recorded = await within(10_000, tab.problems()).catch((error: unknown) => [`(problems unreadable: ${String(error)})`]);
        const url = await within(5_000, tab.url()).catch(() => null);
        await testInfo.attach('problems', { body: JSON.stringify({ url, recorded }, null, 2), contentType: 'application/json' });
      }
      await within(15_000, tab.close()).catch(() => undefined);
    }
    expect(problems, `problems recorded in ${engineBrowser.info.version}`).toEqual([]);
  },
});

export { expect };

/**
 * `expect.poll` that asks every 100 ms (then 250 ms) instead of backing off to once a second: each question is a
 * round trip to the browser, and a condition met just after a slow poll would cost the flow most of a second.
 */
export function poll<T>(read: () => Promise<T> | T, options: { timeout?: number; message?: string } = {}) {
  return expect.poll(read, { intervals: [100, 100, 100, 250], ...options });
}

/** The living-room listing: 60 cards a page, more than four pages. */
export const LISTING = '/producten/woonkamer';
/**
 * The same listing with its first 12 cards (the storefront's `perPage` test hook), for flows about one card, a
 * modal or the header: a third of the page load of 60 cards in these engines. The listing, filter and feed flows
 * use the real page.
 */
export const SHORT_LISTING = `${LISTING}?perPage=12`;

/** Waits until nothing is loading or queued: every activated widget is live or has failed. */
export async function widgetsSettled(tab: EnginePage): Promise<void> {
  await tab.evaluate(() => window.Etalage!.whenSettled());
}

/**
 * Waits until the widget element is live (`data-etl-state="mounted"`). A click on a prerendered button before its
 * 'visible' activation has run is not taken by the runtime (nothing listens yet); on a loaded machine WebKit can take
 * a while to deliver the IntersectionObserver callback after the load event.
 */
export async function widgetMounted(tab: EnginePage, widget: string): Promise<void> {
  await poll(() => tab.attribute(widget, 'data-etl-state'), { message: `${widget} to be mounted` }).toBe('mounted');
}

/** A shopper moves the mouse (the page's first interaction fetches the buttons' code), then the code arrives. */
export async function shopperArrived(tab: EnginePage): Promise<void> {
  await tab.movePointer(5, 300);
  await tab.movePointer(15, 320);
  await widgetsSettled(tab);
}
