import { pageAgent, type AgentCommand, type Spot } from './in-page.js';
import type { EngineName, EnginePage, Key, Target, WaitOptions } from './types.js';

export const DEFAULT_TIMEOUT = 15_000;
const POLL_MS = 100;

/** The problem recorder's sessionStorage key (examples/storefront/src/security/test-recorder.ts). */
const RECORDER_KEY = 'etalage-test:problems';

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `attempt` every 100 ms until it answers something truthy (errors count as not yet), or fails after the timeout. */
export async function pollUntil<T>(attempt: () => Promise<T>, options: WaitOptions & { describe?: (last: T | undefined, error: unknown) => string } = {}): Promise<NonNullable<T>> {
  const deadline = Date.now() + (options.timeout ?? DEFAULT_TIMEOUT);
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await attempt();
      lastError = undefined;
      if (last) return last as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const detail = options.describe ? options.describe(last, lastError) : lastError ? String(lastError) : JSON.stringify(last);
      throw new Error(`Timed out after ${options.timeout ?? DEFAULT_TIMEOUT} ms waiting for ${options.message ?? 'a condition'} (last: ${detail})`);
    }
    await delay(POLL_MS);
  }
}

/** What both adapters share: everything but the engine's own primitives. */
export abstract class BasePage implements EnginePage {
  abstract readonly engine: EngineName;
  protected constructor(protected readonly baseUrl: string) {}

  /** Evaluates a JavaScript expression (possibly a promise) in the page and answers its JSON value. */
  protected abstract evaluateExpression(expression: string): Promise<unknown>;
  protected abstract pointerAt(x: number, y: number, click: boolean): Promise<void>;
  protected abstract navigate(url: string): Promise<void>;
  protected abstract protocolProblems(): string[];
  abstract url(): Promise<string>;
  abstract type(text: string): Promise<void>;
  abstract press(key: Key): Promise<void>;
  abstract pressWithControl(character: string): Promise<void>;
  abstract setViewport(width: number, height: number): Promise<{ width: number; height: number }>;
  abstract screenshot(): Promise<Buffer>;
  abstract cookie(name: string): Promise<string | null>;
  protected abstract clearProtocolProblems(): void;
  abstract close(): Promise<void>;

  protected resolve(pathOrUrl: string): string {
    return new URL(pathOrUrl, this.baseUrl).href;
  }

  async goto(pathOrUrl: string): Promise<void> {
    await this.navigate(this.resolve(pathOrUrl));
  }

  async evaluate<T, A extends unknown[] = []>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    // `__name`: what esbuild's keepNames (tsx) wraps named functions in; Playwright's own transform adds none.
    return (await this.evaluateExpression(`((__name) => (${fn.toString()}).apply(null, ${JSON.stringify(args)}))((f) => f)`)) as T;
  }

  protected agent(command: AgentCommand, target: Target, arg?: string): Promise<unknown> {
    return this.evaluate(pageAgent, command, target, arg);
  }

  count(target: Target): Promise<number> {
    return this.agent('count', target) as Promise<number>;
  }
  /** The element's text, whitespace collapsed (null when there is none). */
  text(target: Target): Promise<string | null> {
    return this.agent('text', target) as Promise<string | null>;
  }
  attribute(target: Target, name: string): Promise<string | null> {
    return this.agent('attribute', target, name) as Promise<string | null>;
  }
  value(target: Target): Promise<string | null> {
    return this.agent('value', target) as Promise<string | null>;
  }
  isVisible(target: Target): Promise<boolean> {
    return this.agent('visible', target) as Promise<boolean>;
  }
  isFocused(target: Target): Promise<boolean> {
    return this.agent('focused', target) as Promise<boolean>;
  }
  async scrollIntoView(target: Target): Promise<void> {
    await pollUntil(() => this.agent('scroll', target) as Promise<boolean>, { message: `${JSON.stringify(target)} to scroll to` });
  }

  /** Waits until the element can take the pointer (see pageAgent's 'spot'), then acts there. */
  private async pointerOn(target: Target, click: boolean, options: WaitOptions = {}): Promise<void> {
    const spot = await pollUntil(
      async () => {
        const found = (await this.agent('spot', target)) as Spot;
        return found.state === 'ready' ? found : undefined;
      },
      { ...options, message: options.message ?? `${JSON.stringify(target)} to ${click ? 'click' : 'hover'}` },
    );
    if (spot.state === 'ready') await this.pointerAt(spot.x, spot.y, click);
  }
  click(target: Target, options?: WaitOptions): Promise<void> {
    return this.pointerOn(target, true, options);
  }
  hover(target: Target, options?: WaitOptions): Promise<void> {
    return this.pointerOn(target, false, options);
  }
  movePointer(x: number, y: number): Promise<void> {
    return this.pointerAt(x, y, false);
  }

  waitFor<T, A extends unknown[] = []>(fn: (...args: A) => T | Promise<T>, options: WaitOptions, ...args: A): Promise<NonNullable<T>> {
    return pollUntil(() => this.evaluate(fn, ...args), options);
  }

  async waitForUrl(test: (url: URL) => boolean, options: WaitOptions = {}): Promise<URL> {
    const url = await pollUntil(
      async () => {
        const current = new URL(await this.url());
        if (!test(current)) return undefined;
        return (await this.evaluate(() => document.readyState === 'complete')) ? current : undefined;
      },
      { ...options, message: options.message ?? 'the address to change' },
    );
    return url;
  }

  async clearProblems(): Promise<void> {
    await this.evaluate((key: string) => sessionStorage.removeItem(key), RECORDER_KEY);
    this.clearProtocolProblems();
  }

  async problems(): Promise<string[]> {
    const recorded = (await this.evaluate((key: string) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], RECORDER_KEY)) ?? [];
    return [...recorded, ...this.protocolProblems()];
  }
}
