import { defineConfig } from '@playwright/test';

/** The runtime's fixture pages; each worker starts its own reference storefront (e2e/storefront/server.ts). */
const fixturePort = Number(process.env.E2E_FIXTURE_PORT ?? 3101);

/** Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  // Files spread over the workers, each worker with its own storefront and database; a file's tests run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  // Two workers share two cores with their storefronts: an answer may take longer than on a quiet machine.
  expect: { timeout: 10_000 },
  reporter: process.env.CI_REPORT ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]] : [['list']],
  projects: [
    /** The runtime on its own test pages (fixtures), including one under a strict CSP. */
    { name: 'runtime', testMatch: 'runtime/**/*.e2e.ts', use: { baseURL: `http://127.0.0.1:${fixturePort}` } },
    /** Shopper journeys on the reference storefront. */
    { name: 'storefront', testMatch: ['storefront/**/*.e2e.ts', 'storefront-*.e2e.ts'] },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
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
