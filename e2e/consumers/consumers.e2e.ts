// The packed packages as their users install them: a fresh Vite + React app that renders three widgets,
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
/** What importing the three widgets from the root entry may cost on top of importing them from their own entries. */
const ROOT_ENTRY_EXTRA = 2 * 1024;
/**
 * The hosts' two bundlers: the workspace's Vite (Rolldown) and Vite 7, still common, whose Rollup keeps whatever
 * a module's top-level code might reach (it kept every widget of the root entry when that entry was one bundle).
 */
const VITE_ROLLUP = '7.3.8';
const bundlers = [
  { name: 'Vite 8 (Rolldown)', bin: 'node_modules/vite/bin/vite.js', suffix: '' },
  { name: `Vite ${VITE_ROLLUP} (Rollup)`, bin: 'node_modules/vite-rollup/bin/vite.js', suffix: '-rollup' },
] as const;

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
  ], { 'vite-rollup': `npm:vite@${VITE_ROLLUP}` });
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

/** The builds of the same page: widgets from their own entries, widgets from the root entry. */
const builds = [
  { style: 'own entries', env: 'entries', dir: 'dist' },
  { style: 'root entry', env: 'root', dir: 'dist-root' },
] as const;

/**
 * The scripts a built page loads before any interaction: its module script and what that imports statically,
 * file by file (`import()`ed chunks, such as a like's API client, load on a click and are left out).
 */
function scriptsAtLoad(dist: string): string[] {
  const pending = [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*\s(?:src|href)="\/(assets\/[\w.-]+\.js)"/g)].map((match) => match[1]!);
  const loaded = new Set<string>();
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (loaded.has(file)) continue;
    loaded.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const match of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g)) pending.push(`assets/${match[1]!}`);
  }
  return [...loaded];
}

test('the React app type-checks against the packed types and builds; three widgets add only their code, from either entry', () => {
  // The props as the markup contract has them: LikeButton without itemType (default 'variant') type-checks.
  run(join(reactApp, 'node_modules/.bin/tsc'), ['-p', '.'], reactApp);
  run('node', [bundlers[0].bin, 'build'], reactApp, { ETALAGE_BUILD: 'baseline' });
  const baseline = gzipOfScripts(join(reactApp, 'dist-baseline'));

  for (const bundler of bundlers) {
    const measured = builds.map(({ style, env, dir }) => {
      const dist = join(reactApp, dir + bundler.suffix);
      run('node', [bundler.bin, 'build', '--outDir', dist], reactApp, { ETALAGE_BUILD: env });
      const scripts = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js')).map((file) => `assets/${file}`);
      const atLoad = scriptsAtLoad(dist);
      const bytesAtLoad = atLoad.reduce((sum, file) => sum + gzip(join(dist, file)), 0);
      const lazy = scripts.filter((file) => !atLoad.includes(file));
      const bytesLazy = lazy.reduce((sum, file) => sum + gzip(join(dist, file)), 0);
      // The file the page names in its module script: what the three widgets add to it is measured against the baseline.
      const entry = readFileSync(join(dist, 'index.html'), 'utf8').match(/<script type="module"[^>]*\ssrc="\/(assets\/[\w.-]+\.js)"/)![1]!;
      console.log(
        `React app, ${bundler.name}, widgets from their ${style}, gzip -9: ${kb(bytesAtLoad)} of scripts before interaction (${atLoad.length} files); ${lazy.length} files loaded on demand, ${kb(bytesLazy)}; all emitted JS ${kb(bytesAtLoad + bytesLazy)}`,
      );
      if (bundler === bundlers[0]) {
        const added = gzip(join(dist, entry)) - baseline;
        console.log(`React app, ${bundler.name}, widgets from their ${style}: the three widgets add ${kb(added)} to the entry (budget ${kb(THREE_WIDGETS_BUDGET)})`);
        expect(added, style).toBeLessThanOrEqual(THREE_WIDGETS_BUDGET);
      }
      // No carousel library and no other widget came along (the registry of lazy widgets stays out, so do the others).
      const containing = (pattern: RegExp) => scripts.filter((file) => pattern.test(readFileSync(join(dist, file), 'utf8')));
      expect(containing(/from"swiper|swiper-slide|class Swiper/), `${bundler.name}, ${style}`).toEqual([]);
      expect(containing(/etl-review-list|etl-search-overlay|etl-carousel/), `${bundler.name}, ${style}`).toEqual([]);
      return { bytesAtLoad, bytesLazy };
    });
    const [entries, fromRoot] = measured as [(typeof measured)[number], (typeof measured)[number]];
    console.log(
      `React app, ${bundler.name}: the root entry costs ${kb(fromRoot.bytesAtLoad - entries.bytesAtLoad)} more before interaction than the widgets' own entries, ${kb(fromRoot.bytesLazy - entries.bytesLazy)} more on demand (at most ${kb(ROOT_ENTRY_EXTRA)})`,
    );
    expect(fromRoot.bytesAtLoad - entries.bytesAtLoad, bundler.name).toBeLessThanOrEqual(ROOT_ENTRY_EXTRA);
    expect(fromRoot.bytesLazy - entries.bytesLazy, bundler.name).toBeLessThanOrEqual(ROOT_ENTRY_EXTRA);
  }
});

for (const { style, env } of builds) {
  test(`in the browser the three widgets from their ${style} work and share one store with the host`, async ({ page, storefront }) => {
    const port = 4300 + test.info().workerIndex;
    const preview: ChildProcess = spawn(join(reactApp, 'node_modules/.bin/vite'), ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
      cwd: reactApp,
      env: { ...process.env, STOREFRONT_URL: storefront.url, ETALAGE_BUILD: env },
      stdio: 'ignore',
    });
    try {
      const url = `http://127.0.0.1:${port}/`;
      await expect.poll(() => fetch(url).then((r) => r.status, () => 0), { timeout: 30_000 }).toBe(200);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(url);
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
}

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
