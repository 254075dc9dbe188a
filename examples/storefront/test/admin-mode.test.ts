import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, logins, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LISTING = '/producten/woonkamer';
const overlays = (html: string) => (html.match(/data-etl-widget="admin-overlay"/g) ?? []).length;
const cards = (html: string) => (html.match(/data-etl-widget="product-card"/g) ?? []).length;

async function loggedIn(account: { email: string; password: string }, adminCookie: boolean): Promise<Client> {
  const client = new Client(server.url);
  await client.login(account.email, account.password);
  if (adminCookie) client.cookies.set('etl_admin_mode', '1');
  return client;
}

async function html(client: Client, path: string): Promise<string> {
  return (await client.get(path)).text();
}

describe('admin mode (spec §6)', () => {
  it('gives an admin with the cookie the overlay on every card and the panel with the page totals', async () => {
    const admin = await loggedIn(logins.admin, true);
    const page = await html(admin, LISTING);
    expect(cards(page)).toBe(60);
    expect(overlays(page)).toBe(60);
    expect(page.match(/data-etl-widget="admin-panel"/g)).toHaveLength(1);
    expect(page).toContain('data-etl-products-on-page="60"');
    const counts = ['automatic', 'manual', 'stable-rank'].map((type) => Number(new RegExp(`data-etl-${type}-count="(\\d+)"`).exec(page)?.[1]));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
    // Positions follow the list; one category for the whole page, so its metrics batch.
    expect([...page.matchAll(/data-etl-es-position="(\d+)"/g)].slice(0, 3).map((m) => m[1])).toEqual(['1', '2', '3']);
    expect(new Set([...page.matchAll(/data-etl-widget="admin-overlay"[^>]*data-etl-category-id="(\d+)"/g)].map((m) => m[1])).size).toBe(1);
    expect(page).toMatch(/href="\/admin\/variant\/\d+\/edit" target="_blank" rel="noopener noreferrer"/);
    expect(page).toContain('Adminmodus uitzetten');
  });

  it('gives the same overlays in the feed API as on the page', async () => {
    const admin = await loggedIn(logins.admin, true);
    const { body } = await admin.json('POST', '/api/v2/variant/feed', { url: `${LISTING}?page=2` });
    expect(overlays(body.listHtml)).toBe(cards(body.listHtml));
    expect(body.listHtml).toContain('data-etl-es-position="61"');
  });

  it('shows nothing of it to an admin without the cookie, a shopper or a visitor with the cookie', async () => {
    const adminWithout = await loggedIn(logins.admin, false);
    const shopper = await loggedIn(logins.shopper, true);
    const visitor = new Client(server.url);
    visitor.cookies.set('etl_admin_mode', '1');
    for (const client of [adminWithout, shopper, visitor]) {
      const page = await html(client, LISTING);
      expect(cards(page)).toBe(60);
      expect(page).not.toContain('admin-overlay');
      expect(page).not.toContain('admin-panel');
      expect(page).not.toContain('Adminmodus uitzetten');
    }
    expect(await html(adminWithout, LISTING)).toContain('Adminmodus aanzetten');
    expect(await html(shopper, LISTING)).not.toContain('Adminmodus');
  });

  it('lets an admin switch admin mode on and off with the header form, and nobody else', async () => {
    const admin = await loggedIn(logins.admin, false);
    const on = await admin.request('POST', '/admin-mode', new URLSearchParams({ on: '1', next: `${LISTING}?sort=prijs-laag` }), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(on.status).toBe(303);
    expect(on.headers.get('location')).toBe(`${LISTING}?sort=prijs-laag`);
    expect(admin.cookies.get('etl_admin_mode')).toBe('1');
    expect(overlays(await html(admin, LISTING))).toBe(60);
    await admin.request('POST', '/admin-mode', new URLSearchParams({ on: '0', next: 'https://elders.test/' }), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(admin.cookies.has('etl_admin_mode')).toBe(false);

    const shopper = await loggedIn(logins.shopper, false);
    const refused = await shopper.request('POST', '/admin-mode', new URLSearchParams({ on: '1' }), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(refused.status).toBe(403);
    expect(shopper.cookies.has('etl_admin_mode')).toBe(false);
  });

  it('serves the variant edit and info pages to admins only', async () => {
    const admin = await loggedIn(logins.admin, false);
    const id = server.db.prepare('SELECT id FROM variants LIMIT 1').pluck().get() as number;
    const edit = await admin.get(`/admin/variant/${id}/edit`);
    expect(edit.status).toBe(200);
    expect(await edit.text()).toContain('<h1>Variant bewerken: ');
    const info = await html(admin, `/admin/variant/${id}`);
    expect(info).toContain('<h1>Variantinfo: ');
    expect(info).toMatch(/<dt>Optimalisatie<\/dt><dd>(APO|MPO|RPO) \(/);
    expect((await admin.get('/admin/variant/999999999')).status).toBe(404);

    const shopper = await loggedIn(logins.shopper, false);
    expect((await shopper.get(`/admin/variant/${id}`)).status).toBe(403);
    const visitor = await new Client(server.url).get(`/admin/variant/${id}/edit`);
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe(`/login?next=${encodeURIComponent(`/admin/variant/${id}/edit`)}`);
  });
});
