import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
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

export default defineConfig({
  testDir: './e2e',
  testMatch: ['**/*.e2e.ts', '../packages/*/src/**/*.e2e.ts', '../examples/*/e2e/**/*.e2e.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI_REPORT ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    command: 'pnpm --filter @etalage/storefront-example start',
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: { PORT: String(port), DATABASE_PATH: databasePath, ETALAGE_TEST_HOOKS: '1' },
  },
});
