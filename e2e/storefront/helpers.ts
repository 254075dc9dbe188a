import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { FIRST_SIGNS, heardInputs, TOUCHES, type HeardInput } from './input-log.js';

export const SHOPPER = { email: 'shopper@etalage.test', password: 'Shopper-etalage-1' };
/** The storefront's admin account (roles.admin in its login token). */
export const ADMIN = { email: 'admin@etalage.test', password: 'Admin-etalage-1' };
export const LISTING = '/producten/woonkamer';

/** The n-th product card of a listing page, scrolled into view so its visible-activated widgets mount. */
export async function card(page: Page, index: number): Promise<Locator> {
  const article = page.locator('article[data-etl-widget="product-card"]').nth(index);
  // In the middle of the window, not at its top edge: scrolling down hides the sticky header with a 0.2 s slide,
  // and a card control right below it was pressed on the control and released on the header's nav (the click
  // went to neither: seen 2 to 3 times in 10 in the offline likes test).
  await article.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return article;
}

/**
 * The page's script ran and its idle-activated widgets are live: what a test waits for before a click that the
 * widgets take over (a header link clicked before the script ran is a plain link, as it should be without JavaScript).
 */
export async function scriptReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.Etalage !== undefined);
  await pageQuiet(page);
}

/** Waits until nothing is loading or queued: every activated widget is live. */
export async function widgetsSettled(page: Page): Promise<void> {
  await page.evaluate(() => window.Etalage!.whenSettled());
}

/**
 * A shopper moves the mouse (the page's first interaction fetches the buttons' code) and the code arrives:
 * what happened before a connection drops in real life.
 */
export async function shopperArrived(page: Page): Promise<void> {
  await page.mouse.move(5, 300);
  await page.mouse.move(15, 320);
  await widgetsSettled(page);
}

export async function variantIdOf(card: Locator): Promise<number> {
  return Number(await card.getAttribute('data-etl-variant-id'));
}

export function likeButtonOf(card: Locator): Locator {
  return card.locator('.etl-like-button__button');
}

/** What the server recorded for an item, through the test-only hook of the reference storefront. */
export async function serverLikes(request: APIRequestContext, itemId: number, itemType = 'variant') {
  const response = await request.get(`/__test/likes?itemType=${itemType}&itemId=${itemId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { likeRows: number; likeWrites: number; unlikeWrites: number; requestCount: number };
}

export async function logIn(page: Page, next = LISTING, account = SHOPPER) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page.getByRole('button', { name: /Inloggen/ }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/**
 * A shopper's Chrome: headless Chromium's own user agent ('HeadlessChrome') counts as a crawler (`isBot`: no cookie
 * bar), so tests of the cookie bar and consent speak as this one, in a context of their own (close it after).
 */
export const SHOPPER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
export async function shopperPage(browser: Browser, options: { width?: number; javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    userAgent: SHOPPER_UA,
    viewport: { width: options.width ?? 1280, height: 844 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  return context.newPage();
}

/** Waits until the storefront's service worker (`/sw.js`, registered at idle) controls the page. */
export async function workerControls(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 }).toMatch(/\/sw\.js$/);
}

/** Console errors of the page, minus the network errors the test provokes on purpose. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** One layout shift the page reported: its score, when (ms from navigation start) and what moved, from where to where. */
export interface LayoutShift {
  value: number;
  startTime: number;
  sources: { node: string; previousRect: string; currentRect: string }[];
}

/** The layout shifts of a page load that no input caused, and their sum (the whole-load CLS). */
export interface LayoutShifts {
  total: number;
  shifts: LayoutShift[];
}

interface ShiftRecorder {
  shifts: LayoutShift[];
  observer: PerformanceObserver;
  keep: (entries: PerformanceEntryList) => void;
}

/**
 * Records the page's layout shifts that no input caused, from its navigation start (call before `goto`): a buffered
 * `PerformanceObserver` set up before the page's first byte. Each shift keeps its sources described when it is
 * reported (a node that moved may be gone later): the element with its id and classes under its parent, or a text
 * node's first words, and its rectangles before and after in viewport pixels.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    const name = (element: Element) =>
      element.localName + (element.id ? `#${element.id}` : '') + [...element.classList].map((c) => `.${c}`).join('');
    const describe = (node: Node | null): string => {
      if (!node) return '(a node no longer in the page, or a pseudo-element)';
      if (node instanceof Element) return node.parentElement ? `${name(node.parentElement)} > ${name(node)}` : name(node);
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `text "${text}" in ${node.parentElement ? name(node.parentElement) : '?'}`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const shifts: LayoutShift[] = [];
    const keep = (entries: PerformanceEntryList) => {
      for (const entry of entries as Entry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          startTime: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((s) => ({ node: describe(s.node), previousRect: rect(s.previousRect), currentRect: rect(s.currentRect) })),
        });
      }
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { __etlShifts: ShiftRecorder }).__etlShifts = { shifts, observer, keep };
  });
}

/**
 * Waits for the page's end, deterministically: the load event, then with the script every activated widget
 * settled (`Etalage.whenSettled()`), then two animation frames, so that a layout change made before them has been
 * drawn and its shift reported. No fixed sleep, no network-idle guess.
 */
export async function pageSettled(page: Page, options: { withScript: boolean }): Promise<void> {
  await page.waitForLoadState('load');
  if (options.withScript) await widgetsSettled(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The shifts recorded so far (`recordLayoutShifts`), including those the observer has not delivered yet. */
export async function layoutShifts(page: Page): Promise<LayoutShifts> {
  const shifts = await page.evaluate(() => {
    const recorder = (window as unknown as { __etlShifts: ShiftRecorder }).__etlShifts;
    recorder.keep(recorder.observer.takeRecords());
    return recorder.shifts;
  });
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** What moved, for a failing expectation's message: each shift with its score, time and sources' rectangles. */
export function describeLayoutShifts(label: string, { total, shifts }: LayoutShifts): string {
  if (shifts.length === 0) return `${label}: no layout shift`;
  const lines = shifts.map(
    (shift) =>
      `  ${shift.value.toFixed(5)} at ${shift.startTime} ms: ${shift.sources.map((s) => `${s.node} moved from ${s.previousRect} to ${s.currentRect}`).join('; ') || '(no sources)'}`,
  );
  return [`${label}: CLS ${total.toFixed(5)} in ${shifts.length} shift(s)`, ...lines].join('\n');
}

/**
 * Waits until the page has nothing left to do by itself: its idle callbacks ran (idle-activated widgets started),
 * nothing is loading or queued, twice over (what one round started may start more), then two frames. Tests that
 * assert that something did *not* happen call this instead of sleeping.
 */
export async function pageQuiet(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round += 1) {
      await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 }));
      await window.Etalage?.whenSettled();
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** A route's answers held back until `release()`: a slow network, made deterministic. */
export function heldBack(): { wait: Promise<void>; release: () => void } {
  let release = () => {};
  const wait = new Promise<void>((resolve) => (release = resolve));
  return { wait, release };
}

/** Holds back every request whose URL matches `url` (a chunk's code, say) until the returned `release()`. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  const held = heldBack();
  await page.route(url, async (route) => {
    await held.wait;
    await route.continue();
  });
  return held.release;
}

/**
 * The trusted inputs the page heard (every storefront page records them, see input-log.ts). The browser sends some of
 * its own: a new page gets a `pointerover` wherever the layout under the resting mouse changes, and on a busy machine
 * the whole suite saw a resumed widget's code requested before any input of the test (the search overlay's, a
 * carousel's; never in 100 runs of either test alone, with or without load). `expectNoneBefore` fails when code was
 * requested before any input that loads it (a widget loading what nobody asked for) and prints what the page heard;
 * code requested after such an input of the browser's own is what a shopper's mouse would have caused too.
 */
export function recordInputs(page: Page) {
  const read = async (chunk: string) => ({
    requested: await page.evaluate((name) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(name)).map((entry) => entry.startTime), chunk),
    heard: await heardInputs(page),
  });
  return {
    /**
     * `requests`: the chunk's requests seen by the test; none, or the first after an input that loads it: a first
     * sign anywhere, or a touch on one of `wokenBy` (the widget and its wake scope).
     */
    async expectNoneBefore(chunk: string, requests: string[], wokenBy: string[]): Promise<void> {
      if (requests.length === 0) return;
      const { requested, heard } = await read(chunk);
      const first = Math.min(...requested);
      const message = `${chunk} requested at ${requested.map((t) => `${Math.round(t)} ms`).join(', ') || 'an unknown time'}; the page heard: ${heard.map((h) => h.text).join('; ') || 'nothing'}`;
      const loads = (input: HeardInput) =>
        FIRST_SIGNS.includes(input.type) || (TOUCHES.includes(input.type) && input.widgets.some((name) => wokenBy.includes(name)));
      expect(requested.length > 0 && heard.some((input) => input.at < first && loads(input)), message).toBe(true);
    },
  };
}
