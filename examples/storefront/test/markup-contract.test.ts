import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPage } from '../../../packages/widgets/src/contract/cli.js';
import { etalageMarkupContract } from '../../../packages/widgets/src/contract/index.js';
import { Client, logins, startTestServer, type TestServer } from './helpers.js';

/** The storefront's real pages against the markup contract, as `npm run check-markup <url>` checks them. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const contract = etalageMarkupContract();
const LISTING = '/producten/banken';

describe('the markup contract on the storefront', () => {
  it('holds on every widget element of the listing, home, product, reviews and user pages', async () => {
    const visitor = new Client(server.url);
    for (const path of [LISTING, '/', '/product/v/10016', '/product/10016/reviews', '/producten/sale', '/webshops']) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(200);
      const { elements, problems } = await checkPage(await response.text(), contract);
      expect(problems, path).toEqual([]);
      expect(elements, path).toBeGreaterThan(5);
      if (path === LISTING) expect(elements).toBeGreaterThan(60 * 4);
    }
  });

  it('holds on an admin’s listing (the admin overlay on each card and the panel)', async () => {
    const admin = new Client(server.url);
    await admin.login(logins.admin.email, logins.admin.password);
    admin.cookies.set('etl_admin_mode', '1');
    const html = await (await admin.get(LISTING)).text();
    expect(html).toContain('data-etl-widget="admin-overlay"');
    expect((await checkPage(html, contract)).problems).toEqual([]);
  });

  it('catches one wrong attribute on the listing', async () => {
    const html = await (await fetch(`${server.url}${LISTING}`)).text();
    const broken = html.replace(/data-etl-widget="like-button" data-etl-item-type="variant"/, 'data-etl-widget="like-button" data-etl-item-type="product"');
    expect(broken).not.toBe(html);
    expect((await checkPage(broken, contract)).problems).toEqual([
      expect.objectContaining({ widget: 'like-button', attribute: 'data-etl-item-type', reason: 'must be one of variant, comparison, got "product"' }),
    ]);
  });

  it('is what the command says of the listing’s URL (exit code 0)', async () => {
    const bin = fileURLToPath(new URL('../../../packages/widgets/bin/check-markup.mjs', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [bin, `${server.url}${LISTING}`]);
    expect(stdout).toMatch(new RegExp(`^${server.url}${LISTING}: \\d+ widget elements and \\d+ modal openers, all match the markup contract\\n$`));
  }, 30_000);
});
