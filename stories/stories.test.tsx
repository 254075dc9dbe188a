/**
 * Every story of the repository rendered in vitest through portable stories, play functions included,
 * so a broken story fails `npm test`. Runs in the `react` and `preact` projects alike.
 * axe-core then checks what each story left on the page.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import axe from 'axe-core';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { setupServer } from 'msw/node';
import { mswLoader } from 'msw-storybook-addon/csf3';
import preview from '../.storybook/preview.js';

const server = setupServer();
// msw/node's server stands in for the browser worker: the addon only calls use()/resetHandlers() on it.
setProjectAnnotations([{ ...preview, loaders: [mswLoader(() => server as unknown as Parameters<typeof mswLoader>[0] extends () => infer W ? Awaited<W> : never)] }]);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>(['../packages/widgets/src/**/*.stories.tsx', './**/*.stories.tsx'], {
  eager: true,
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  // A clipboard that works, as in a browser after a click (happy-dom has none that writes).
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => {}) }, configurable: true });
});
afterEach(() => server.resetHandlers());

/**
 * WCAG 2 A and AA, as the storefront pages' e2e run. Off: rules whose answer needs layout or painting, which
 * happy-dom does not do (every box is 0×0, no colours are composited), and rules about a whole page where a
 * story is a fragment of one:
 * - color-contrast, link-in-text-block: computed, blended colours (the storefront e2e checks them in Chromium);
 * - target-size, scrollable-region-focusable: element sizes and scroll extents;
 * - css-orientation-lock: reads the stylesheets' media queries (needs preloaded CSSOM);
 * - document-title, html-has-lang, html-lang-valid, meta-viewport, bypass: the test document, not the story.
 */
const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
  rules: Object.fromEntries(
    [
      'color-contrast',
      'link-in-text-block',
      'target-size',
      'scrollable-region-focusable',
      'css-orientation-lock',
      'document-title',
      'html-has-lang',
      'html-lang-valid',
      'meta-viewport',
      'bypass',
    ].map((id) => [id, { enabled: false }]),
  ),
  resultTypes: ['violations'],
  preload: false,
};

/** axe-core's violations on the story's canvas and whatever it portals into the body (dialogs, toasts). */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, AXE_OPTIONS);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

it('finds the stories', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(0);
});

it('runs axe-core for real in happy-dom: an unnamed button and an image without alt text fail', async () => {
  const probe = document.createElement('div');
  probe.append(document.createElement('button'), Object.assign(document.createElement('img'), { src: '/x.png' }));
  document.body.append(probe);
  try {
    expect((await axeViolations()).map((v) => v.split(':')[0])).toEqual(expect.arrayContaining(['button-name', 'image-alt']));
  } finally {
    probe.remove();
  }
});

for (const [path, module] of Object.entries(modules)) {
  describe(path.replace(/^.*\//, ''), () => {
    for (const [name, Story] of Object.entries(composeStories(module)) as [string, { run: () => Promise<void> }][]) {
      it(name, async () => {
        await Story.run();
        // A story must render something a shopper can see.
        expect(document.body.textContent?.trim().length).toBeGreaterThan(0);
        expect(await axeViolations()).toEqual([]);
      });
    }
  });
}
