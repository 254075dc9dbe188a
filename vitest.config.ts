import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
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
/** The markup contract (schema, checker, examples, Storybook's docs block): node-side code on real React, once. */
const contractTests = ['packages/widgets/src/contract/**/*.test.{ts,tsx}'];
/**
 * Widget and story files share their worker's modules and DOM (`isolate: false`: a fresh environment per file cost
 * more than the tests themselves, 158 s against 76 s for the whole run). The files below mock modules (`vi.mock`)
 * or test module state (the one Trusted Types policy, `useId` counters, the page config) and keep a fresh module
 * graph each. A new file that does either belongs here.
 */
const isolatedWidgetTests = [
  'packages/runtime/src/insert-server-html.test.ts',
  'packages/runtime/src/report-unloaded.test.ts',
  'packages/widgets/src/carousel/carousel.test.tsx',
  'packages/widgets/src/compare-button/compare-button.test.tsx',
  'packages/widgets/src/like-button/like-button.test.tsx',
  'packages/widgets/src/mobile-menu/mobile-menu.test.tsx',
  'packages/widgets/src/rating-summary/rating-summary.test.tsx',
  // Import every widget's and modal's code: left in the shared module graph, it came before other files' mocks.
  'packages/widgets/src/entry-points.test.ts',
  'packages/widgets/src/props-contract.test.tsx',
  'packages/widgets/src/registries.test.ts',
  'packages/widgets/src/shared/isolation.test.tsx',
  'packages/widgets/src/shared/scroll-lock.test.tsx',
  'packages/widgets/src/shared/use-widget-id.test.tsx',
];

/** The widget, runtime and story files on one renderer: shared modules, and the isolated files apart. */
function rendererProjects(renderer: 'react' | 'preact'): TestProjectInlineConfiguration[] {
  const onRenderer = {
    environment: 'happy-dom' as const,
    env: { ETALAGE_RENDERER: renderer },
    setupFiles: [r('./test/setup-dom.ts')],
    // React's server renderer (what the storefront prerenders with) cannot draw preact's elements.
    exclude: ['**/node_modules/**', ...contractTests, ...(renderer === 'preact' ? ['**/*.server-markup.test.tsx'] : [])],
    ...(renderer === 'preact' ? { server: { deps: { inline: ['@testing-library/react', 'zustand', /@storybook/, /msw-storybook-addon/] } } } : {}),
  };
  const resolve = renderer === 'preact' ? { alias: preactAliases, mainFields: ['module', 'main'] } : {};
  return [
    {
      extends: true,
      resolve,
      test: { ...onRenderer, name: renderer, isolate: false, include: [...widgetTests, ...storyTests], exclude: [...onRenderer.exclude, ...isolatedWidgetTests] },
    },
    { extends: true, resolve, test: { ...onRenderer, name: `${renderer} (isolated)`, include: isolatedWidgetTests } },
  ];
}

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
          // scripts/ and test/: the repository's own checks (generated files, the docs' links, hidden coupling).
          include: [
            'packages/core/src/**/*.test.{ts,tsx}',
            'packages/store/src/**/*.test.{ts,tsx}',
            'packages/markup/src/**/*.test.{ts,tsx}',
            ...contractTests,
            'scripts/**/*.test.ts',
            'test/**/*.test.ts',
          ],
        },
      },
      ...rendererProjects('react'),
      ...rendererProjects('preact'),
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
      {
        extends: true,
        test: {
          // Twig and Jinja2 render in their own interpreters (one process per engine and test file).
          name: 'templates',
          environment: 'node',
          include: ['packages/templates/test/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
