import type { Preview } from '@storybook/react-vite';
import { lazy, Suspense } from 'react';
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

/**
 * In the browser, mswLoader starts the service worker from ./public that answers the stories' API calls
 * (handlers per story in `beforeEach({ msw })`); in vitest, stories.test.tsx swaps in msw/node.
 */
const preview: Preview = {
  // A docs page per story file: the widget's server markup and props (markup contract), then every state.
  tags: ['autodocs'],
  loaders: [mswLoader()],
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
