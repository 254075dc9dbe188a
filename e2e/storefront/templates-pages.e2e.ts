import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test as storefrontTest } from './fixtures.js';
import {
  card,
  collectConsoleErrors,
  describeLayoutShifts,
  layoutShifts,
  likeButtonOf,
  LISTING,
  pageQuiet,
  recordLayoutShifts,
  serverLikes,
  variantIdOf,
} from './helpers.js';
import { FIRST_SIGNS, heardInputs } from './input-log.js';

/**
 * The listing drawn by the Twig and the Jinja2 templates of @etalage/templates (examples/templates-php and
 * examples/templates-python), each on its own server in front of the worker's storefront: they work as the
 * storefront's own listing does.
 */
interface TemplatePage {
  engine: 'Twig' | 'Jinja2';
  url: string;
}

const ROOT = resolve(import.meta.dirname, '../..');
/** Fixed ports 47740-47745: two per worker (PHP, then Python). */
const BASE_PORT = 47740;
const PORT_PAIRS = 3;

function startServer(command: string, args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string } {
  // Its own process group: PHP's built-in server forks its workers, and they stop with it.
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5_000)));
  return { child, output: () => output };
}

async function answers(url: string, server: { child: ChildProcess; output: () => string }): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${url}: the server exited (${server.child.exitCode}):\n${server.output()}`);
    if (await fetch(`${url}/favicon.ico`).then((r) => r.status === 204, () => false)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer within 20 s:\n${server.output()}`);
}

const test = storefrontTest.extend<{}, { templatePages: TemplatePage[] }>({
  templatePages: [
    async ({ storefront }, use, workerInfo) => {
      const port = BASE_PORT + 2 * (workerInfo.workerIndex % PORT_PAIRS);
      // A server left on a port (a killed earlier run) would answer in place of this one: refuse to share it.
      for (const taken of [port, port + 1]) {
        if (await fetch(`http://127.0.0.1:${taken}/`).then(() => true, () => false)) throw new Error(`Port ${taken} is taken: stop what listens there.`);
      }
      const php = startServer('/usr/bin/php', ['-S', `127.0.0.1:${port}`, 'examples/templates-php/router.php'], {
        ETALAGE_STOREFRONT: storefront.url,
        PHP_CLI_SERVER_WORKERS: '4',
      });
      const python = startServer('/usr/bin/python3', ['examples/templates-python/server.py'], { ETALAGE_STOREFRONT: storefront.url, PORT: String(port + 1) });
      const pages: TemplatePage[] = [
        { engine: 'Twig', url: `http://127.0.0.1:${port}` },
        { engine: 'Jinja2', url: `http://127.0.0.1:${port + 1}` },
      ];
      try {
        await answers(pages[0]!.url, php);
        await answers(pages[1]!.url, python);
        await use(pages);
      } finally {
        for (const { child } of [php, python]) if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/** The window width each page loads at for the checks before interaction. */
const WIDTHS: Record<TemplatePage['engine'], number> = { Twig: 1280, Jinja2: 390 };

/** Chunks that are widget code a listing must not load before a touch (see listing-chunks.e2e.ts). */
const LOADED_ON_A_TOUCH = /(^|\/)(card-buttons|open|modal-host|[a-z-]+-modal|listing-filters|use-filtering|filters-data|listing-feed|api|http|carousel|search-overlay)-[A-Z0-9]{8}\.js$/;

/**
 * The scripts a listing loads before any interaction: loaded again (three loads at most) when the page heard a first
 * sign of a shopper that no test sent, as listing-chunks.e2e.ts does.
 */
async function scriptsBeforeInteraction(page: Page, url: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/static/etalage/') && pathname.endsWith('.js')) scripts.add(pathname.replace('/static/etalage/', ''));
  });
  for (let load = 1; load <= 3; load += 1) {
    scripts.clear();
    if (load === 1) await page.goto(url);
    else await page.reload();
    await expect(page.locator('article[data-etl-widget="product-card"] .etl-like-button__button').first()).toBeVisible();
    // Idle-activated widgets start, then what they fetch arrives, then whatever that started settles.
    for (const settled of [pageQuiet, (p: Page) => p.waitForLoadState('networkidle'), pageQuiet]) await settled(page);
    const signs = (await heardInputs(page)).filter((input) => FIRST_SIGNS.includes(input.type));
    if (signs.length === 0) return [...scripts].sort();
  }
  throw new Error(`${url}: three loads in a row heard a first sign of a shopper that no test sent`);
}

test('each page loads the storefront listing\'s scripts and no widget code, moves nothing, passes the markup checker and logs no error', async ({ browser, templatePages }) => {
  const reference = await browser.newPage();
  const listingScripts = await scriptsBeforeInteraction(reference, LISTING);
  await reference.close();
  expect(listingScripts).toContain('embed.js');

  for (const { engine, url } of templatePages) {
    // Both engines write the same bytes (the package's tests): one loads on a desktop, the other on a phone.
    const page = await browser.newPage({ viewport: { width: WIDTHS[engine], height: 844 } });
    const errors = collectConsoleErrors(page);
    await recordLayoutShifts(page);
    const scripts = await scriptsBeforeInteraction(page, `${url}${LISTING}`);
    await expect(page.locator('article[data-etl-widget="product-card"]')).toHaveCount(60);
    expect(scripts, `${engine}: the scripts before interaction`).toContain('embed.js');
    expect(scripts.filter((script) => !listingScripts.includes(script)), `${engine}: scripts the storefront's listing does not load`).toEqual([]);
    expect(scripts.filter((script) => LOADED_ON_A_TOUCH.test(script)), `${engine}: widget code before a touch`).toEqual([]);
    const shifts = await layoutShifts(page);
    expect(shifts.total, describeLayoutShifts(`${engine} at ${WIDTHS[engine]} px`, shifts)).toBe(0);
    expect(errors, `${engine}: console errors`).toEqual([]);
    await page.close();
  }

  const checked = spawnSync(process.execPath, ['packages/widgets/bin/check-markup.mjs', ...templatePages.map(({ url }) => `${url}${LISTING}`)], { cwd: ROOT, encoding: 'utf8' });
  expect(checked.stdout.trim().split('\n'), checked.stderr).toEqual(
    templatePages.map(({ url }) => expect.stringMatching(new RegExp(`^${url}${LISTING}: \\d+ widget elements and \\d+ modal openers, all match the markup contract$`))),
  );
  expect(checked.status).toBe(0);
});

test.describe(() => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const [index, engine] of (['Twig', 'Jinja2'] as const).entries()) {
    test(`like, compare, watch and voucher copy work on the ${engine} page`, async ({ page, request, templatePages }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(`${templatePages[index]!.url}${LISTING}`);

      // Each page its own cards: the two tests share the worker's storefront.
      const liked = await card(page, index);
      const id = await variantIdOf(liked);
      const like = likeButtonOf(liked);
      const likesBefore = Number(await like.locator('.etl-like-button__count').textContent());
      const rowsBefore = (await serverLikes(request, id)).likeRows;
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like.locator('.etl-like-button__count')).toHaveText(String(likesBefore + 1));
      await expect.poll(async () => (await serverLikes(request, id)).likeRows).toBe(rowsBefore + 1);
      await expect(page.getByRole('link', { name: /Favorieten, 1 product/ })).toBeVisible();

      const compared = await card(page, 3 + index);
      const compare = compared.locator('.etl-compare-button__button');
      await compare.click();
      await expect(compare).toHaveAttribute('aria-pressed', 'true');
      await expect(compared.locator('.etl-compare-button__tooltip')).toContainText('Product toegevoegd aan vergelijking');
      await expect(page.getByRole('link', { name: 'Vergelijken, 1 product' })).toBeVisible();

      const email = `kijker-${engine.toLowerCase()}-${Date.now()}@voorbeeld.nl`;
      const watched = await card(page, 7 + index);
      const watchedId = await variantIdOf(watched);
      await watched.hover();
      await watched.getByRole('button', { name: /Bekijk beschikbaarheid/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Bekijk beschikbaarheid' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('E-mailadres').fill(email);
      await dialog.getByLabel('Richtprijs (optioneel)').fill('1');
      await dialog.getByRole('button', { name: 'Houd mij op de hoogte' }).click();
      await expect(dialog).toBeHidden();
      await watched.hover();
      await expect(watched.getByRole('button', { name: /Stop met kijken/ })).toContainText('bij € 1,00');
      const subscription = await (await request.get(`/__test/watchdog?email=${encodeURIComponent(email)}`)).json();
      expect(subscription.subscriptions).toEqual([expect.objectContaining({ variantId: watchedId, targetPrice: 1 })]);

      const voucher = page.locator('article .etl-voucher-card').nth(index);
      await voucher.scrollIntoViewIfNeeded();
      const code = (await voucher.locator('.etl-voucher-card__code').textContent())!;
      await voucher.getByRole('button').click();
      await expect(voucher.getByRole('status')).toHaveText('Gekopieerd!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

      expect(errors).toEqual([]);
    });
  }
});
