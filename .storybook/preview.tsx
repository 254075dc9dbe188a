import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../packages/widgets/src/shared/tokens.css';
import './storybook.css';
import { resetStore } from '../stories/support/reset-store.js';

// The one widget stylesheet, as the embed ships it (each widget's CSS file).
import.meta.glob('../packages/widgets/src/**/*.css', { eager: true });

/**
 * In the browser, mswLoader starts the service worker from ./public that answers the stories' API calls
 * (handlers per story in `beforeEach({ msw })`); in vitest, stories.test.tsx swaps in msw/node.
 */
const preview: Preview = {
  loaders: [mswLoader()],
  beforeEach: resetStore,
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
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
