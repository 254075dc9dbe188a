import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const r = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Widget component tests and stories run twice: on real React and on preact/compat (what ships). */
const preactAliases = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const widgetTests = ['packages/widgets/src/**/*.test.{ts,tsx}', 'packages/runtime/src/**/*.test.{ts,tsx}'];
const storyTests = ['stories/stories.test.tsx'];

export default defineConfig({
  test: {
    // Vitest's default leaves one core to its main process, which idles here: on the 2-core machine that ran one
    // file at a time (273 s). Every core, and worker threads (cheaper to start than processes), about halve it.
    maxWorkers: '100%',
    pool: 'threads',
    reporters: process.env.CI_REPORT ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['packages/core/src/**/*.test.{ts,tsx}', 'packages/store/src/**/*.test.{ts,tsx}', 'packages/markup/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'react',
          environment: 'happy-dom',
          env: { ETALAGE_RENDERER: 'react' },
          include: [...widgetTests, ...storyTests],
          setupFiles: [r('./test/setup-dom.ts')],
        },
      },
      {
        extends: true,
        resolve: { alias: preactAliases, mainFields: ['module', 'main'] },
        test: {
          name: 'preact',
          environment: 'happy-dom',
          env: { ETALAGE_RENDERER: 'preact' },
          include: [...widgetTests, ...storyTests],
          // React's server renderer (what the storefront prerenders with) cannot draw preact's elements.
          exclude: ['**/node_modules/**', '**/*.server-markup.test.tsx'],
          setupFiles: [r('./test/setup-dom.ts')],
          server: { deps: { inline: ['@testing-library/react', 'zustand', /@storybook/, /msw-storybook-addon/] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'storefront',
          environment: 'node',
          include: ['examples/storefront/test/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
