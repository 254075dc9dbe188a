import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { STORYBOOK_DIR, type StoryEntry } from './story-index.js';
import { serveDirectory } from './static-server.js';
import { imagesAndFontsLoaded, NOW, pauseClock, viewportOf, type Width } from './settings.js';

/** The static server of worker n listens on this port + n (127.0.0.1). */
const BASE_PORT = Number(process.env.STORYBOOK_STATIC_PORT ?? 6107);
/** Every story gets a page load of its own (slower; to check that the faster switching changes no screenshot). */
const RELOAD_EVERY_STORY = process.env.VISUAL_RELOAD_EVERY_STORY === '1';

/** What Storybook's preview announced when a story's render (loaders, play function, animations) was over. */
interface StoryFinished {
  storyId: string;
  status: 'success' | 'error';
}

declare global {
  interface Window {
    __visualStoryFinished?: StoryFinished | null;
    /** What the preview reported as thrown while the story rendered or played (its `storyFinished` still says 'success'). */
    __visualStoryErrors?: string[];
    __visualPageNodes?: Element[];
  }
}

/**
 * Runs before the preview's code: Storybook's channel is a plain global assignment, so a setter hears every
 * `storyFinished` event (emitted after the play function and the animations) from the very first story on, and
 * keeps the last one for the test to wait for. Also notes the body's own elements (Storybook's root, spinner and
 * error blocks), to tell what a story added outside its root.
 */
function listenToThePreview(): void {
  let channel: unknown;
  const heard = new WeakSet<object>();
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: { on?: (event: string, listener: (payload: StoryFinished) => void) => void } | undefined) => {
      channel = value;
      if (!value || typeof value.on !== 'function' || heard.has(value)) return;
      heard.add(value);
      value.on('storyFinished', (payload) => (window.__visualStoryFinished = payload));
      // A play function that throws still ends in a 'success' storyFinished: its error comes as an event of its own.
      const describe = (error: unknown) => (error && typeof error === 'object' && 'message' in error ? String((error as Error).message) : String(error));
      for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored']) {
        value.on(event, (payload: unknown) => (window.__visualStoryErrors ??= []).push(`${event}: ${describe(payload).slice(0, 400)}`));
      }
      value.on('unhandledErrorsWhilePlaying', (payload: unknown) =>
        (window.__visualStoryErrors ??= []).push(`unhandledErrorsWhilePlaying: ${(Array.isArray(payload) ? payload : [payload]).map(describe).join('; ').slice(0, 400)}`),
      );
    },
  });
  document.addEventListener('DOMContentLoaded', () => (window.__visualPageNodes = Array.from(document.body.children)), { once: true });
}

/**
 * One Storybook page per worker, that shows story after story at the width asked for. A story comes with a page
 * load of its own (iframe.html?id=…) when it is the first of its story file, or when the story before it left
 * something outside Storybook's root that Escape did not close (the preview unmounts the story's React root, not
 * the dialog a widget put into the body). Otherwise it comes through Storybook's channel, about twice as fast: the
 * same story at another width is remounted (`forceRemount`: loaders, play function and all), another story of the
 * same file is selected (`setCurrentStory`, what the manager's sidebar does). So the stylesheets a story file
 * imports and its modules' state never reach another file's stories (a card story's card CSS once made the
 * recommendation rows look styled only after it), and each story starts from a fresh store (the project's
 * beforeEach, resetStore). VISUAL_RELOAD_EVERY_STORY=1 loads the page for every story: no screenshot may change.
 *
 * The browser's clock is Playwright's (installed before the first load at NOW, running at normal speed), and paused
 * while a story is photographed: a state that ends on a timer (the compare tooltip after 5 s, 'Gekopieerd!' after
 * 2 s, the carousel's next autoplay slide after 5 s) stays as the play function left it, however slow the machine.
 */
export class StoryCanvas {
  private loaded = false;
  private previous: StoryEntry | null = null;
  private width: Width | null = null;
  private paused = false;

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  /** The next story comes with a page load (a fresh start for a new series of screenshots). */
  reload(): void {
    this.loaded = false;
  }

  /** Shows the story at this width, waits until its play function and animations are over, then pauses the clock. */
  async show(story: StoryEntry, width: Width): Promise<void> {
    const { page } = this;
    if (this.paused) {
      await page.clock.resume();
      this.paused = false;
    }
    const previous = this.previous;
    const inPage = this.loaded && !RELOAD_EVERY_STORY && previous?.importPath === story.importPath && (await this.leftNothingOutside());
    if (this.width !== width) {
      await page.setViewportSize(viewportOf(width));
      this.width = width;
    }
    this.previous = null; // until this story has finished
    if (inPage) {
      await page.evaluate(
        ({ id, remount }) => {
          window.__visualStoryFinished = null;
          window.__visualStoryErrors = [];
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void } })
            .__STORYBOOK_ADDONS_CHANNEL__;
          if (remount) channel.emit('forceRemount', { storyId: id });
          else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        },
        { id: story.id, remount: previous?.id === story.id },
      );
    } else {
      await page.goto(`${this.baseUrl}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
      this.loaded = true;
    }
    const finished = await page
      .waitForFunction((id) => (window.__visualStoryFinished?.storyId === id ? window.__visualStoryFinished : null), story.id, { timeout: 20_000 })
      .then((handle) => handle.jsonValue() as Promise<StoryFinished>)
      .catch(async () => {
        const state = await page.evaluate(() => ({
          phase: (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase,
          body: document.body.className,
        }));
        throw new Error(`Story ${story.id} did not finish within 20 s (render phase: ${state.phase ?? 'no preview'}; body: ${state.body})`);
      });
    await imagesAndFontsLoaded(page, { wholePage: true });
    const error = await page.evaluate(() =>
      document.body.classList.contains('sb-show-errordisplay') ? (document.getElementById('error-message')?.textContent ?? 'error display') : null,
    );
    expect(error, `Storybook shows an error for ${story.id}`).toBeNull();
    expect(finished.status, `story ${story.id} finished with errors (its play function, or an unhandled error while playing)`).toBe('success');
    expect(await page.evaluate(() => window.__visualStoryErrors ?? []), `story ${story.id}: its render or play function threw`).toEqual([]);
    this.previous = story;
    await pauseClock(page);
    this.paused = true;
  }

  /**
   * Whether the story shown left nothing outside Storybook's root, after an Escape when it did (a dialog, a sheet
   * and a menu close on it): no element in the body but Storybook's own (the body as loaded, scripts, what the
   * preview adds such as #storybook-highlights-root) and empty containers (the modal host's), no style or `inert`
   * on the root elements (a dialog's scroll lock).
   */
  private async leftNothingOutside(): Promise<boolean> {
    const clean = (framesFirst: boolean) =>
      this.page.evaluate(async (framesFirst) => {
        if (framesFirst) await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const own = new Set(window.__visualPageNodes ?? []);
        const outside = Array.from(document.body.children).some(
          (element) =>
            !own.has(element) &&
            element.localName !== 'script' &&
            !element.id.startsWith('storybook-') &&
            (element.childElementCount > 0 || (element.textContent ?? '').trim() !== ''),
        );
        const locked =
          [document.documentElement, document.body].some((element) => element.hasAttribute('style') || element.hasAttribute('inert')) ||
          [...own].some((element) => element.hasAttribute('inert'));
        return !outside && !locked;
      }, framesFirst);
    if (await clean(false)) return true;
    await this.page.keyboard.press('Escape');
    return clean(true);
  }
}

/**
 * The browser's own user agent, marked as Storybook's test runner: the preview then ends each story with its
 * animations paused at their end (its `pauseAnimations`) instead of waiting for them to finish (`waitForAnimations`,
 * at least 100 ms a story), so every story is photographed in its final, still state.
 */
async function testRunnerUserAgent(browser: Browser): Promise<string> {
  const probe = await browser.newContext();
  const userAgent = await (await probe.newPage()).evaluate(() => navigator.userAgent);
  await probe.close();
  return `${userAgent} StorybookTestRunner`;
}

export const test = base.extend<{}, { storyCanvas: StoryCanvas }>({
  storyCanvas: [
    async ({ browser }, use, workerInfo) => {
      const server = await serveDirectory(STORYBOOK_DIR, BASE_PORT + workerInfo.workerIndex);
      const context = await browser.newContext({ viewport: viewportOf(390), deviceScaleFactor: 1, userAgent: await testRunnerUserAgent(browser) });
      await context.clock.install({ time: NOW });
      await context.addInitScript(listenToThePreview);
      const page = await context.newPage();
      await use(new StoryCanvas(page, server.url));
      await context.close();
      await server.close();
    },
    { scope: 'worker', timeout: 30_000 },
  ],
});

export { expect };
