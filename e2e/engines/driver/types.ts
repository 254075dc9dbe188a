/**
 * The small browser driver of the cross-engine tests (e2e/engines). Playwright cannot drive Debian's Firefox ESR or
 * WebKitGTK, so each engine has an adapter behind this one interface: Firefox through WebDriver BiDi
 * (puppeteer-core, ./firefox.ts), WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver over HTTP,
 * ./webkit.ts). Elements are found and checked by one in-page script (./in-page.ts) in both engines; clicks, hovers
 * and keys are real input events of the engine's automation at the element's centre, so a covered or moving
 * element is waited for, as a shopper's pointer would find it.
 */

export type EngineName = 'firefox' | 'webkit';

/**
 * An element: a CSS selector, where ` >>> ` steps into the open shadow root of what matched so far
 * (`[data-etl-widget="review-list"] >>> .etl-review-list__item`), optionally narrowed by its text (whitespace
 * collapsed): `text` equal, `hasText` contained. `nth` picks one of several matches (default the first).
 */
export type Target = string | { css: string; text?: string; hasText?: string; nth?: number };

/** Keys the flows press (WebDriver's names). */
export type Key = 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight' | 'Enter' | 'Escape' | 'Tab' | 'Backspace';

export interface WaitOptions {
  /** Milliseconds before the wait fails (default 15 s: a busy 2-core machine). */
  timeout?: number;
  /** Says what was awaited, in the error. */
  message?: string;
}

/** What an engine tells about itself, for the report and the support table of docs/browser-support.md. */
export interface EngineInfo {
  engine: EngineName;
  /** e.g. 'Firefox 153.7.0' or 'WebKitGTK 2.50.6 (MiniBrowser)'. */
  version: string;
  userAgent: string;
}

/** One tab with its own cookies and storage (a fresh browser context or WebDriver session per test). */
export interface EnginePage {
  readonly engine: EngineName;
  /** Opens a path of the storefront (or an absolute URL) and waits for its load event. */
  goto(pathOrUrl: string): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs a self-contained function in the page (it is sent as source: no closures) with JSON arguments and
   * answers its (awaited) JSON result.
   */
  evaluate<T, A extends unknown[] = []>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** How many elements match (visible or not). */
  count(target: Target): Promise<number>;
  /** The element's text, whitespace collapsed; null when there is no such element. */
  text(target: Target): Promise<string | null>;
  attribute(target: Target, name: string): Promise<string | null>;
  /** A form field's value. */
  value(target: Target): Promise<string | null>;
  isVisible(target: Target): Promise<boolean>;
  /** Whether it has the focus (looked for inside shadow roots too). */
  isFocused(target: Target): Promise<boolean>;
  scrollIntoView(target: Target): Promise<void>;
  /** A real click at the centre of the element, once it is there, visible, still and not covered (scrolled into view). */
  click(target: Target, options?: WaitOptions): Promise<void>;
  /** Moves the pointer to the centre of the element (same waiting as click). */
  hover(target: Target, options?: WaitOptions): Promise<void>;
  /** Moves the pointer to a point of the viewport. */
  movePointer(x: number, y: number): Promise<void>;
  /** Types text into the focused element, key by key. */
  type(text: string): Promise<void>;
  /** Presses (and releases) one key in the focused element. */
  press(key: Key): Promise<void>;
  /** Presses a key with Control held (Control+V pastes), in the focused element. */
  pressWithControl(character: string): Promise<void>;
  /**
   * Sets the viewport, as far as the engine allows (MiniBrowser's window is at least 447 px wide, its toolbar's
   * width); answers the viewport it got.
   */
  setViewport(width: number, height: number): Promise<{ width: number; height: number }>;
  /** Polls a page function every 100 ms until it answers something truthy, and answers that. */
  waitFor<T, A extends unknown[] = []>(fn: (...args: A) => T | Promise<T>, options: WaitOptions, ...args: A): Promise<NonNullable<T>>;
  /** Waits until the address matches (after a navigation) and the new document has loaded. */
  waitForUrl(test: (url: URL) => boolean, options?: WaitOptions): Promise<URL>;
  /**
   * What went wrong in the page: the problem recorder's entries of this tab's origin (uncaught errors, unhandled
   * rejections, console.error, failed resources and fetches, CSP violations; see the storefront's
   * security/test-recorder.ts) plus what the engine's protocol reported (Firefox: console errors, page errors).
   */
  problems(): Promise<string[]>;
  /** Forgets the problems recorded so far (the recorder's self-test provokes some on purpose). */
  clearProblems(): Promise<void>;
  /** A cookie of the current page's origin, HttpOnly ones included (null when there is none). */
  cookie(name: string): Promise<string | null>;
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  readonly info: EngineInfo;
  /** A new tab with its own cookies and storage, at a 1280 × 720 viewport. */
  newPage(baseUrl: string): Promise<EnginePage>;
  close(): Promise<void>;
}
