import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { BasePage, pollUntil } from './base-page.js';
import type { EngineBrowser, EngineInfo, Key } from './types.js';

/**
 * WebKitGTK's MiniBrowser (Debian package libwebkit2gtk-4.1-0) driven by WebKitWebDriver (package
 * webkit2gtk-driver): classic W3C WebDriver over HTTP, with a tiny client on `fetch` below. Each worker starts
 * its own Xvfb (a free display number chosen by Xvfb itself, `-displayfd`) and its own WebKitWebDriver (a free
 * port); every test gets a WebDriver session of its own, i.e. a fresh MiniBrowser with an ephemeral data store.
 */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? findMiniBrowser();
export const XVFB_PATH = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

/** MiniBrowser of libwebkit2gtk-4.1-0, in the architecture's library folder (/usr/lib/x86_64-linux-gnu/… on amd64). */
function findMiniBrowser(): string {
  const found = readdirSync('/usr/lib')
    .map((folder) => `/usr/lib/${folder}/webkit2gtk-4.1/MiniBrowser`)
    .find((path) => existsSync(path));
  return found ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

/** WebDriver's code points for the keys the flows press. */
const KEYS: Record<Key, string> = {
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  Backspace: '\uE003',
};

const COMMAND_TIMEOUT_MS = 60_000;

class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`${error}: ${message}`);
  }
}

/** One command of the W3C WebDriver protocol: JSON in, `{ value }` out, `{ value: { error, message } }` on failure. */
async function command(base: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
  });
  const json = (await response.json()) as { value: any };
  if (!response.ok || (json.value && typeof json.value === 'object' && 'error' in json.value && typeof json.value.error === 'string')) {
    throw new WebDriverError(json.value?.error ?? String(response.status), json.value?.message ?? '');
  }
  return json.value;
}

class WebKitPage extends BasePage {
  readonly engine = 'webkit' as const;
  private readonly session: string;

  constructor(
    private readonly driver: string,
    sessionId: string,
    baseUrl: string,
    /** The session's `browserVersion`: WebKitGTK's version, e.g. '2.50.6'. */
    readonly browserVersion: string,
  ) {
    super(baseUrl);
    this.session = `/session/${sessionId}`;
  }

  private send(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
    return command(this.driver, method, `${this.session}${path}`, body);
  }

  static async open(driver: string, baseUrl: string): Promise<WebKitPage> {
    const created = await command(driver, 'POST', '/session', {
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
          timeouts: { script: 30_000, pageLoad: 30_000, implicit: 0 },
          unhandledPromptBehavior: 'dismiss',
        },
      },
    });
    const page = new WebKitPage(driver, created.sessionId as string, baseUrl, String(created.capabilities?.browserVersion ?? 'unknown'));
    try {
      await page.setViewport(1280, 720);
    } catch (error) {
      await page.close();
      throw error;
    }
    return page;
  }

  protected async evaluateExpression(expression: string): Promise<unknown> {
    const script = `const done = arguments[arguments.length - 1];
Promise.resolve().then(() => ${expression}).then(
  (value) => done({ ok: true, value: value === undefined ? null : value }),
  (error) => done({ ok: false, failure: String(error) + (error && error.stack ? ' at ' + error.stack : '') }),
);`;
    const result = (await this.send('POST', '/execute/async', { script, args: [] })) as { ok: boolean; value?: unknown; failure?: string } | null;
    if (!result) throw new Error('the page answered nothing (it navigated away?)');
    if (!result.ok) throw new Error(`in the page: ${result.failure}`);
    return result.value;
  }

  protected async pointerAt(x: number, y: number, click: boolean): Promise<void> {
    const actions: unknown[] = [{ type: 'pointerMove', x, y, origin: 'viewport', duration: 0 }];
    if (click) actions.push({ type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 });
    await this.send('POST', '/actions', { actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }] });
  }

  private async keys(text: string[]): Promise<void> {
    const actions = text.flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    await this.send('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
  }

  /**
   * WebKitWebDriver answers the navigation command once the document is interactive, before deferred and module
   * scripts ran: the load event is awaited here, as puppeteer does for Firefox.
   */
  protected async navigate(url: string): Promise<void> {
    await this.send('POST', '/url', { url });
    await pollUntil(() => this.evaluate(() => document.readyState === 'complete'), { timeout: 30_000, message: `${url} to load` });
  }
  protected protocolProblems(): string[] {
    // Classic WebDriver reports no console messages: the in-page recorder's entries are all there is.
    return [];
  }
  protected clearProtocolProblems(): void {}
  async cookie(name: string): Promise<string | null> {
    try {
      const cookie = (await this.send('GET', `/cookie/${encodeURIComponent(name)}`)) as { value: string };
      return cookie.value;
    } catch (error) {
      if (error instanceof WebDriverError && error.error === 'no such cookie') return null;
      throw error;
    }
  }
  async url(): Promise<string> {
    return (await this.send('GET', '/url')) as string;
  }
  async type(text: string): Promise<void> {
    for (const character of text) await this.keys([character]);
  }
  async press(key: Key): Promise<void> {
    await this.keys([KEYS[key]]);
  }
  async pressWithControl(character: string): Promise<void> {
    const control = '\uE009';
    const actions = [
      { type: 'keyDown', value: control },
      { type: 'keyDown', value: character },
      { type: 'keyUp', value: character },
      { type: 'keyUp', value: control },
    ];
    await this.send('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
  }
  /** Sizes the window so that the viewport is as asked: the toolbar's height is added; MiniBrowser is at least 447 px wide. */
  async setViewport(width: number, height: number) {
    await this.send('POST', '/window/rect', { width, height });
    const inner = await this.evaluate(() => ({ width: innerWidth, height: innerHeight, outerWidth, outerHeight }));
    if (inner.width !== width || inner.height !== height) {
      await this.send('POST', '/window/rect', { width: width + (inner.outerWidth - inner.width), height: height + (inner.outerHeight - inner.height) });
    }
    return this.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  }
  async screenshot(): Promise<Buffer> {
    return Buffer.from((await this.send('GET', '/screenshot')) as string, 'base64');
  }
  async close(): Promise<void> {
    await this.send('DELETE', '').catch(() => undefined);
  }
}

/** A port nobody listens on right now (the kernel's choice), for WebKitWebDriver, which needs one on its command line. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Stops a process started in a group of its own, with its children (MiniBrowser and WebKit's helper processes). */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Starts Xvfb on the first free display: Xvfb writes the number it took to file descriptor 3. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp', '-noreset'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4_000)));
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb did not report a display within 20 s: ${errors}`)), 20_000);
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${text.trim()}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}) before it reported a display: ${errors}`));
    });
  });
  return { display, process: child };
}

async function startDriver(display: string): Promise<{ url: string; process: ChildProcess; log: () => string }> {
  let lastError: unknown;
  // The free port can be taken between the check and the driver's start: try a few.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const child = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--host=local'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: {
        ...process.env,
        DISPLAY: display,
        // No accessibility bus or desktop portal under Xvfb: without these GTK waits for them.
        NO_AT_BRIDGE: '1',
        GTK_A11Y: 'none',
        GDK_BACKEND: 'x11',
        // No GPU under Xvfb: compositing through software GL only makes each frame slower.
        WEBKIT_DISABLE_COMPOSITING_MODE: '1',
      },
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const url = `http://127.0.0.1:${port}`;
    try {
      await pollUntil(
        async () => {
          if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}: ${output}`);
          const status = await command(url, 'GET', '/status');
          return status?.ready === true;
        },
        { timeout: 20_000, message: 'WebKitWebDriver to answer /status' },
      );
      return { url, process: child, log: () => output };
    } catch (error) {
      lastError = error;
      await stopGroup(child);
    }
  }
  throw lastError;
}

export async function launchWebKit(): Promise<EngineBrowser> {
  for (const [path, pkg] of [[WEBKIT_DRIVER_PATH, 'webkit2gtk-driver'], [MINIBROWSER_PATH, 'libwebkit2gtk-4.1-0'], [XVFB_PATH, 'xvfb']] as const) {
    if (!existsSync(path)) throw new Error(`${path} is missing: install Debian's ${pkg} (scripts/bootstrap.sh does, as root)`);
  }
  const xvfb = await startXvfb();
  let driver: Awaited<ReturnType<typeof startDriver>> | undefined;
  const children: ChildProcess[] = [xvfb.process];
  // A worker that dies leaves no Xvfb or driver behind.
  const onExit = () => {
    for (const child of children) {
      try {
        if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', onExit);
  try {
    driver = await startDriver(xvfb.display);
    children.push(driver.process);
    const probe = await WebKitPage.open(driver.url, 'about:blank');
    let info: EngineInfo;
    try {
      info = { engine: 'webkit', version: `WebKitGTK ${probe.browserVersion} (MiniBrowser)`, userAgent: await probe.evaluate(() => navigator.userAgent) };
    } finally {
      await probe.close();
    }
    const url = driver.url;
    return {
      info,
      newPage: (baseUrl) => WebKitPage.open(url, baseUrl),
      close: async () => {
        process.removeListener('exit', onExit);
        if (driver) await stopGroup(driver.process);
        await stopGroup(xvfb.process);
      },
    };
  } catch (error) {
    process.removeListener('exit', onExit);
    if (driver) await stopGroup(driver.process);
    await stopGroup(xvfb.process);
    throw error;
  }
}
