import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
const fixturePort = Number(process.env.E2E_FIXTURE_PORT ?? 3101);
/** The example web shop (partner bundle): the storefront process serves it on a second origin, http://localhost:{port}. */
const partnerPort = Number(process.env.E2E_PARTNER_PORT ?? 3102);
process.env.E2E_PARTNER_PORT = String(partnerPort);
const databasePath = join(mkdtempSync(join(tmpdir(), 'etalage-e2e-')), 'storefront.db');

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

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/** The fixture pages of the runtime tests, and the reference storefront on a fresh temporary database. */
const webServers: WebServer[] = [
  {
    command: 'node e2e/fixture-server.mjs',
    url: `http://127.0.0.1:${fixturePort}/health`,
    reuseExistingServer: false,
    env: { PORT: String(fixturePort) },
  },
  {
    command: 'pnpm --filter @etalage/storefront-example start',
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: { PORT: String(port), DATABASE_PATH: databasePath, ETALAGE_TEST_HOOKS: '1', ETALAGE_PARTNER_PORT: String(partnerPort) },
  },
  {
    // The partner shop's origin: started by the storefront's command above (same process, second port).
    command: 'node e2e/wait-for-port.mjs',
    url: `http://localhost:${partnerPort}/health`,
    reuseExistingServer: true,
    timeout: 120_000,
  },
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI_REPORT ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]] : [['list']],
  projects: [
    /** The runtime on its own test pages (fixtures), including one under a strict CSP. */
    { name: 'runtime', testMatch: 'runtime/**/*.e2e.ts', use: { baseURL: `http://127.0.0.1:${fixturePort}` } },
    /** Shopper journeys on the reference storefront. */
    { name: 'storefront', testMatch: ['storefront/**/*.e2e.ts', 'storefront-*.e2e.ts'], use: { baseURL: `http://127.0.0.1:${port}` } },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
    actionTimeout: 10_000,
  },
  webServer: webServers.filter((server) => process.env.E2E_PROJECT !== 'runtime' || server.command.startsWith('node')),
});
