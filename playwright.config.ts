import { defineConfig } from '@playwright/test';
import type { EngineName } from './e2e/engines/driver/types.js';
import { SCREENSHOT, TOLERANCE } from './e2e/visual/screenshot-options.js';
import { UPDATING_ENV, updatesSnapshots } from './e2e/visual/story-index.js';

// The visual tests list the stories without screenshots yet only in a run that takes them; the workers (which load
// this file without the command line's flags) inherit the answer from the main process's environment.
if (updatesSnapshots(process.argv)) process.env[UPDATING_ENV] = '1';

/** The runtime's fixture pages; each worker starts its own reference storefront (e2e/storefront/server.ts). */
const fixturePort = Number(process.env.E2E_FIXTURE_PORT ?? 3101);

/**
 * Debian's Chromium, never a downloaded browser: its headless shell (package chromium-headless-shell), the same
 * Blink without the full browser's UI layer. A listing visit (load, like, network idle) cost 4.3 s of CPU with
 * `chromium --headless` and 3.5 s with the shell on this 2-core machine, where the end-to-end tests are CPU-bound.
 * Flags keep it off the (closed) network.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const chromiumArgs = [
  ...(chromiumPath.endsWith('headless-shell') ? [] : ['--headless']),
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The shopper's core flows in the other two engines, through the project's own small driver (e2e/engines/driver):
 * Debian's Firefox ESR over WebDriver BiDi (puppeteer-core) and WebKitGTK's MiniBrowser over WebKitWebDriver, under
 * an Xvfb of the worker's own. Same runner, report and summary as the Chromium projects.
 */
const engineProject = (engine: EngineName) => ({
  name: engine,
  testMatch: 'engines/**/*.e2e.ts',
  // Each flow loads its widget code for the first time, in a browser without Chromium's speed, on a shared machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { engine },
});

export default defineConfig<{}, { engine: EngineName }>({
  testDir: './e2e',
  // Files spread over the workers, each worker with its own storefront and database; a file's tests run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A listing of 60 cards with an axe scan or 60 admin overlays takes 25-35 s when two workers share two cores.
  timeout: 60_000,
  // Two workers share two cores with their storefronts: an answer may take longer than on a quiet machine.
  expect: { timeout: 10_000 },
  reporter: process.env.CI_REPORT ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]] : [['list']],
  projects: [
    /** The runtime on its own test pages (fixtures), including one under a strict CSP. */
    { name: 'runtime', testMatch: 'runtime/**/*.e2e.ts', use: { baseURL: `http://127.0.0.1:${fixturePort}` } },
    /** Shopper journeys on the reference storefront. */
    { name: 'storefront', testMatch: ['storefront/**/*.e2e.ts', 'storefront-*.e2e.ts'] },
    /** The packed packages installed into a fresh Vite + React app and a plain Node server (e2e/consumers). */
    { name: 'consumers', testMatch: 'consumers/**/*.e2e.ts' },
    /** The core flows in Firefox ESR and WebKitGTK (e2e/engines). */
    engineProject('firefox'),
    engineProject('webkit'),
    /**
     * Visual regression (e2e/visual): every Storybook story and the storefront's popovers, tooltips, sheets, menus
     * and card controls at 390 and 1280 px, against the baselines in e2e/visual/baselines. No platform in their
     * names: CI runs on this same kind of machine (Debian's chromium-headless-shell, its fonts). A change made on
     * purpose: `npm run test:visual:update` (docs/testing.md, "Accepting a change").
     */
    {
      name: 'visual',
      testMatch: 'visual/**/*.e2e.ts',
      snapshotPathTemplate: '{testDir}/visual/baselines/{arg}{ext}',
      expect: { toHaveScreenshot: { ...SCREENSHOT, ...TOLERANCE } },
    },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
    actionTimeout: 10_000,
  },
  webServer: {
    command: 'node e2e/fixture-server.mjs',
    url: `http://127.0.0.1:${fixturePort}/health`,
    reuseExistingServer: false,
    env: { PORT: String(fixturePort) },
  },
});
