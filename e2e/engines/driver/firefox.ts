import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type BrowserContext, type KeyInput, type Page } from 'puppeteer-core';
import { BasePage } from './base-page.js';
import type { EngineBrowser, EngineInfo, Key } from './types.js';

/** Debian's Firefox ESR (package firefox-esr), driven over WebDriver BiDi by puppeteer-core: never a downloaded browser. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Keeps Firefox off the (closed) network: no update, telemetry, Safe Browsing, captive portal or connectivity checks. */
const OFFLINE_PREFS: Record<string, unknown> = {
  'app.update.auto': false,
  'app.update.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'browser.safebrowsing.blockedURIs.enabled': false,
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'datareporting.healthreport.uploadEnabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'extensions.update.enabled': false,
  'extensions.getAddons.cache.enabled': false,
  'services.settings.server': 'http://127.0.0.1:9/',
  'browser.region.network.url': '',
  'browser.search.update': false,
};

class FirefoxPage extends BasePage {
  readonly engine = 'firefox' as const;
  private readonly reported: string[] = [];

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    baseUrl: string,
  ) {
    super(baseUrl);
    // What the protocol reports (log.entryAdded), next to the in-page recorder's entries.
    page.on('console', (message) => {
      if (message.type() === 'error') this.reported.push(`console (protocol): ${message.text()}`);
    });
    page.on('pageerror', (error) => this.reported.push(`page error (protocol): ${error instanceof Error ? error.message : String(error)}`));
  }

  static async open(browser: Browser, baseUrl: string): Promise<FirefoxPage> {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const tab = new FirefoxPage(context, page, baseUrl);
    await tab.setViewport(1280, 720);
    return tab;
  }

  protected async evaluateExpression(expression: string): Promise<unknown> {
    return this.page.evaluate(expression);
  }
  protected async pointerAt(x: number, y: number, click: boolean): Promise<void> {
    if (click) await this.page.mouse.click(x, y);
    else await this.page.mouse.move(x, y);
  }
  protected async navigate(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  }
  protected protocolProblems(): string[] {
    return [...this.reported];
  }
  protected clearProtocolProblems(): void {
    this.reported.length = 0;
  }
  async cookie(name: string): Promise<string | null> {
    const host = new URL(this.page.url()).hostname;
    const cookies = await this.context.cookies();
    return cookies.find((cookie) => cookie.name === name && cookie.domain.replace(/^\./, '') === host)?.value ?? null;
  }
  async url(): Promise<string> {
    return this.page.url();
  }
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text, { delay: 20 });
  }
  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(key as KeyInput);
  }
  async pressWithControl(character: string): Promise<void> {
    await this.page.keyboard.down('Control');
    try {
      await this.page.keyboard.press(character as KeyInput);
    } finally {
      await this.page.keyboard.up('Control');
    }
  }
  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height });
    return this.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  }
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }
  async close(): Promise<void> {
    await this.context.close();
  }
}

/** One Firefox per worker; every test gets a browser context of its own (BiDi user context: own cookies, storage, workers). */
export async function launchFirefox(): Promise<EngineBrowser> {
  if (!existsSync(FIREFOX_PATH)) throw new Error(`${FIREFOX_PATH} is missing: install Debian's firefox-esr (scripts/bootstrap.sh does, as root)`);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocolTimeout: 60_000,
    extraPrefsFirefox: OFFLINE_PREFS,
    // Puppeteer's own handlers would kill Firefox on the runner's signals; the worker fixture closes it.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const version = await browser.version(); // 'firefox/153.7.0'
  const info: EngineInfo = {
    engine: 'firefox',
    version: `Firefox ${version.replace(/^firefox\//i, '')}`,
    userAgent: await browser.userAgent(),
  };
  return {
    info,
    newPage: (baseUrl) => FirefoxPage.open(browser, baseUrl),
    close: async () => {
      await browser.close();
    },
  };
}
