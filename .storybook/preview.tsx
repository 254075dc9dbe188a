import type { Preview } from '@storybook/react-vite';
import { lazy, Suspense } from 'react';
import { isCommonAssetRequest } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../packages/widgets/src/shared/tokens.css';
import './storybook.css';
import { resetStore } from '../stories/support/reset-store.js';

// Loaded only when a docs page opens: the stories' own runs (and vitest, which imports this file) never need it.
const WidgetDocsPage = lazy(() => import('../stories/support/widget-docs-page.js'));
const DocsPage = () => (
  <Suspense fallback={null}>
    <WidgetDocsPage />
  </Suspense>
);

// The one widget stylesheet, as the embed ships it (each widget's CSS file).
import.meta.glob('../packages/widgets/src/**/*.css', { eager: true });

/** How long the stories wait for msw's service worker to start (a few hundred ms on a fresh browser profile). */
const MSW_START_DEADLINE_MS = 10_000;

/**
 * msw's worker, started as the addon's default setup does, but with a deadline. Every story's loader waits for it,
 * and a service worker that never starts left every canvas on Storybook's "preparing" spinner for good: Chromium's
 * `--screenshot` and `--dump-dom` captures (headless shell, with or without `--virtual-time-budget`) never settle
 * `navigator.serviceWorker.register()`. After the deadline the story shows Storybook's error display with the reason.
 */
async function startMockServiceWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () =>
        fail(
          new Error(
            `msw's service worker (mockServiceWorker.js) did not start within ${MSW_START_DEADLINE_MS / 1000} s: the stories need a ` +
              'browser that runs service workers, on http://localhost, http://127.0.0.1 or https (not file://, not a --screenshot or ' +
              '--dump-dom capture of headless Chromium, not a Playwright context with serviceWorkers: "block").',
          ),
        ),
      MSW_START_DEADLINE_MS,
    );
  });
  try {
    await Promise.race([
      worker.start({
        quiet: true,
        // As the addon's default: Storybook's own files and common assets pass without a warning.
        onUnhandledRequest(request, print) {
          if (isCommonAssetRequest(request) || /\.eot$|\.mdx$|sb-common-assets|__webpack_hmr|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\./.test(request.url)) return;
          print.warning();
        },
      }),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
  return worker;
}

/**
 * In the browser, mswLoader starts the service worker from ./public that answers the stories' API calls
 * (handlers per story in `beforeEach({ msw })`); in vitest, stories.test.tsx swaps in msw/node.
 */
const preview: Preview = {
  // A docs page per story file: the widget's server markup and props (markup contract), then every state.
  tags: ['autodocs'],
  loaders: [mswLoader(startMockServiceWorker)],
  beforeEach: resetStore,
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    docs: { page: DocsPage },
    viewport: {
      options: {
        mobile: { name: 'Mobiel (375)', styles: { width: '375px', height: '800px' } },
        sm: { name: 'sm 640', styles: { width: '640px', height: '900px' } },
        lg: { name: 'lg 1024', styles: { width: '1024px', height: '900px' } },
      },
    },
  },
};

export default preview;
