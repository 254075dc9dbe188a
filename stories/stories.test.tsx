/**
 * Every story of the repository rendered in vitest through portable stories, play functions included,
 * so a broken story fails `npm test`. Runs in the `react` and `preact` projects alike.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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

it('finds the stories', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(0);
});

for (const [path, module] of Object.entries(modules)) {
  describe(path.replace(/^.*\//, ''), () => {
    for (const [name, Story] of Object.entries(composeStories(module)) as [string, { run: () => Promise<void> }][]) {
      it(name, async () => {
        await Story.run();
        // A story must render something a shopper can see.
        expect(document.body.textContent?.trim().length).toBeGreaterThan(0);
      });
    }
  });
}
