// The packed packages as their users install them (issue 27): a fresh Vite + React app that renders three widgets,
// and a plain Node server that prerenders a card. Nothing from the workspace but the tarballs.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../storefront/server.js';
import { installApp, packPackages, root, run } from './install.js';

/** Bytes (gzip) the three widgets may add to a React app's entry: their components and the store (6.7 KB measured). */
const THREE_WIDGETS_BUDGET = 8 * 1024;

const work = mkdtempSync(join(tmpdir(), 'etalage-consumers-'));
const reactApp = join(work, 'react-app');
const nodeServer = join(work, 'node-server');

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(() => {
  const tarballs = packPackages(mkdtempSync(join(work, 'tarballs-')));
  installApp(join(root, 'e2e/consumers/react-app'), reactApp, tarballs, ['@etalage/widgets', '@etalage/store'], [
    'react',
    'react-dom',
    'vite',
    'typescript',
    '@types/react',
    '@types/react-dom',
  ]);
  // happy-dom: the HTML parser the packed markup checker asks its host to install.
  installApp(join(root, 'e2e/consumers/node-server'), nodeServer, tarballs, ['@etalage/widgets', '@etalage/markup'], ['react', 'react-dom', 'happy-dom']);
});

test.afterAll(() => rmSync(work, { recursive: true, force: true }));

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const gzipOfScripts = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzip(join(dir, file)), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

test('the React app type-checks against the packed types and builds; three widgets add only their code', () => {
  // The props as the markup contract has them: LikeButton without itemType (default 'variant') type-checks.
  run(join(reactApp, 'node_modules/.bin/tsc'), ['-p', '.'], reactApp);
  run(join(reactApp, 'node_modules/.bin/vite'), ['build'], reactApp);
  run(join(reactApp, 'node_modules/.bin/vite'), ['build'], reactApp, { ETALAGE_BASELINE: '1' });
  const assets = join(reactApp, 'dist/assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  // The file index.html loads; the others are loaded by import() only when a widget needs them (a like's API client).
  const entry = readFileSync(join(reactApp, 'dist/index.html'), 'utf8').match(/assets\/(index-[\w-]+\.js)/)![1]!;
  const added = gzip(join(assets, entry)) - gzipOfScripts(join(reactApp, 'dist-baseline'));
  const lazy = scripts.filter((file) => file !== entry).reduce((sum, file) => sum + gzip(join(assets, file)), 0);
  console.log(
    `React app, gzip -9: three widgets add ${kb(added)} to the app's entry (budget ${kb(THREE_WIDGETS_BUDGET)}); ${scripts.length - 1} files loaded on demand, ${kb(lazy)}`,
  );
  expect(added).toBeLessThanOrEqual(THREE_WIDGETS_BUDGET);
  // No carousel library and no other widget came along (the registry of lazy widgets stays out).
  const containing = (pattern: RegExp) => scripts.filter((file) => pattern.test(readFileSync(join(assets, file), 'utf8')));
  expect(containing(/from"swiper|swiper-slide|class Swiper/)).toEqual([]);
  expect(containing(/etl-review-list|etl-search-overlay|etl-carousel/)).toEqual([]);
});

test('in the browser the three widgets work and share one store with the host', async ({ page, storefront }) => {
  const port = 4300 + test.info().workerIndex;
  const preview: ChildProcess = spawn(join(reactApp, 'node_modules/.bin/vite'), ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: reactApp,
    env: { ...process.env, STOREFRONT_URL: storefront.url },
    stdio: 'ignore',
  });
  try {
    await expect.poll(() => fetch(`http://127.0.0.1:${port}/`).then((r) => r.status, () => 0), { timeout: 30_000 }).toBe(200);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`http://127.0.0.1:${port}/`);
    const like = page.getByRole('button', { name: /^Bewaar als favoriet: Bank Saar leer grijs,/ });
    const secondLike = page.getByRole('button', { name: /^Bewaar als favoriet: Bank Saar leer grijs \(tweede knop\)/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    // The same item's other button and the host's own component read the same store.
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(secondLike).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('liked-count')).toHaveText('Favorieten: 1');

    const compare = page.getByRole('button', { name: 'Vergelijk Bank Saar leer grijs' });
    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: /WOON20/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gekopieerd!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WOON20');
  } finally {
    preview.kill();
  }
});

test('a plain Node server prerenders a card with the packed @etalage/widgets/server and @etalage/markup', () => {
  const page = run('node', ['server.mjs', '--print'], nodeServer);
  expect(page).toContain('data-etl-widget="like-button"');
  expect(page).toMatch(/data-etl-widget="like-button"[^>]*data-etl-prerendered/);
  // The like button's own first render: its text (across its elements) names the product and the server's count.
  expect(page.replace(/<[^>]+>/g, '')).toContain('Bewaar als favoriet: Bank Saar leer grijs, 12 keer bewaard');
  expect(page).toContain('data-etl-widget="review-list" data-etl-variant-id="10033"');

  // The packed contract checker (the package's bin, its published schema) passes the page the packages wrote.
  writeFileSync(join(nodeServer, 'page.html'), page);
  expect(run(join(nodeServer, 'node_modules/.bin/etalage-check-markup'), ['page.html'], nodeServer)).toMatch(/^page\.html: \d+ widget elements( and \d+ modal openers?)?, all match the markup contract/);
});
