import { test as base } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * One reference storefront per Playwright worker: its own process, its own fresh SQLite database, its own two ports
 * (the storefront and the partner shop's origin). Tests of one worker run one after another, so no test sees the
 * likes, logins or test-hook counters of a test running at the same time in another worker.
 */
export interface Storefront {
  /** http://127.0.0.1:{port}: the storefront (every test's baseURL). */
  url: string;
  /** http://localhost:{port + 1}: the example web shop, a second origin served by the same process. */
  partnerUrl: string;
}

const STOREFRONT_DIR = resolve(import.meta.dirname, '../../examples/storefront');
/** Ports 3200, 3202, … by worker; the runtime's fixture server keeps 3101. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3200);

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The storefront exited with code ${child.exitCode} before it listened:\n${log()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`The storefront did not answer ${url}/health within 60 s:\n${log()}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

export async function startStorefront(workerIndex: number, extraEnv: Record<string, string> = {}): Promise<{ storefront: Storefront; stop: () => Promise<void> }> {
  // Worker indexes grow when a worker restarts after a failure; two ports each.
  const port = BASE_PORT + 2 * workerIndex;
  const partnerPort = port + 1;
  // A server left on the port (a killed earlier run) would answer with its own database: refuse to share it.
  const leftover = await fetch(`http://127.0.0.1:${port}/health`).then(
    () => true,
    () => false,
  );
  if (leftover) throw new Error(`Port ${port} is taken (a storefront of an earlier run?): stop it, or set E2E_PORT to another base port.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'etalage-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: STOREFRONT_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_PATH: join(dataDir, 'storefront.db'),
      ETALAGE_TEST_HOOKS: '1',
      ETALAGE_PARTNER_PORT: String(partnerPort),
      ETALAGE_EXIT_WITH_PARENT: '1',
      ...extraEnv,
    },
    // stdin stays open while this worker lives: the storefront exits when it closes (see main.ts).
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', (chunk: Buffer) => {
    keep(chunk);
    // A server error is worth seeing next to the test that caused it.
    process.stderr.write(chunk);
  });
  const storefront = { url: `http://127.0.0.1:${port}`, partnerUrl: `http://localhost:${partnerPort}` };
  try {
    await waitForHealth(storefront.url, child, () => output);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return {
    storefront,
    stop: async () => {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Playwright's test with the worker's own storefront as `baseURL` (and `storefront` for the partner origin).
 * `storefrontEnv` (a worker option) adds environment variables to the storefront's process, e.g. the cross-engine
 * tests' `ETALAGE_TEST_RECORDER=1`.
 */
export const test = base.extend<{}, { storefront: Storefront; storefrontEnv: Record<string, string> }>({
  storefrontEnv: [{}, { option: true, scope: 'worker' }],
  storefront: [
    async ({ storefrontEnv }, use, workerInfo) => {
      const started = await startStorefront(workerInfo.workerIndex, storefrontEnv);
      await use(started.storefront);
      await started.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ storefront }, use) => use(storefront.url),
});

export { expect } from '@playwright/test';
