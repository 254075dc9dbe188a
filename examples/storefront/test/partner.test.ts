import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startServer, type RunningServer } from '../src/server.js';

/** The storefront with the example web shop on a second origin, and the review-service form without JavaScript. */
let server: RunningServer;
let dir: string;
const PARTNER_ORIGIN = 'http://localhost:4999';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'etalage-partner-test-'));
  server = await startServer({ port: 0, databasePath: join(dir, 'storefront.db'), hostname: '127.0.0.1', partnerPort: 0, partnerOrigins: [PARTNER_ORIGIN] });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const reviewsCall = (origin: string, method = 'POST') =>
  fetch(`${server.url}/api/v2/variant/reviews?page=1&type=all`, {
    method,
    headers: method === 'OPTIONS' ? { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } : { origin, 'content-type': 'application/json' },
    body: method === 'POST' ? JSON.stringify({ variantId: 10001 }) : undefined,
  });

describe('CORS for partner origins', () => {
  it('answers a known partner origin, with credentials', async () => {
    const preflight = await reviewsCall(PARTNER_ORIGIN, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const answer = await reviewsCall(PARTNER_ORIGIN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
  });

  it('refuses an unknown origin: 403 on the preflight, no CORS headers otherwise', async () => {
    expect((await reviewsCall('https://evil.example', 'OPTIONS')).status).toBe(403);
    const answer = await reviewsCall('https://evil.example');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets any origin load the partner script (a cross-origin module script needs CORS)', async () => {
    const script = await fetch(`${server.url}/static/etalage/partner/partner.js`, { headers: { origin: 'https://any-shop.example' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the example web shop (web-shop subdomain pages)', () => {
  it('serves /, /contact-form, /wiki/{slug}, /register and /{req} with the partner bundle under a strict CSP', async () => {
    const home = await fetch(`${server.partnerUrl}/`);
    const html = await home.text();
    expect(home.headers.get('content-security-policy')).toContain("require-trusted-types-for 'script'");
    expect(home.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(html).toContain(`<script type="module" src="${server.url}/static/etalage/partner/partner.js"></script>`);
    expect(html).toContain(`{"apiHost":"${server.url}"}`);
    expect(html).toContain('data-etl-widget="review-list"');
    expect(html).not.toMatch(/style="/);
    for (const path of ['/contact-form', '/wiki/bezorging', '/register']) expect((await fetch(`${server.partnerUrl}${path}`)).status).toBe(200);
    expect((await fetch(`${server.partnerUrl}/wiki/bestaat-niet`)).status).toBe(404);
    expect((await fetch(`${server.partnerUrl}/999999-niets`)).status).toBe(404);
    const product = /href="\/(\d+-[a-z0-9-]+)"/.exec(html)![1];
    expect((await fetch(`${server.partnerUrl}/${product}`)).status).toBe(200);
  });
});

describe('/star/{ident} without JavaScript', () => {
  const post = (ident: string, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return fetch(`${server.url}/star/${ident}`, { method: 'POST', body: form, redirect: 'manual' });
  };

  it('answers 422 with Dutch messages at the fields and keeps what was typed', async () => {
    const answer = await post('z9c5v3b7', { value: '', text: 'Te kort', nickName: '', pluses: 'a\nb\nc\nd\ne\nf', minuses: '' });
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain('Kies hoeveel sterren je je aankoop geeft.');
    expect(html).toContain('Schrijf minstens 20 tekens over je ervaring.');
    expect(html).toContain('Vul de naam in die bij je review komt te staan.');
    expect(html).toContain('Geef hoogstens 5 pluspunten van elk hoogstens 100 tekens.');
    expect(html).toContain('>Te kort</textarea>');
  });

  it("saves the review to the variant (its counts too) and the invitation, then shows the thank-you page", async () => {
    const db = new Database(join(dir, 'storefront.db'), { readonly: true });
    const { variant_id } = db.prepare("SELECT variant_id FROM review_invitations WHERE ident = 'm1f6g8s2'").get() as { variant_id: number };
    const before = (db.prepare('SELECT reviews_count FROM variants WHERE id = ?').get(variant_id) as { reviews_count: number }).reviews_count;
    const answer = await post('m1f6g8s2', { value: '5', text: 'Prachtige kast, goed verpakt en snel geleverd.', nickName: 'Fatima', pluses: 'Snel\nStevig', minuses: '' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/star/m1f6g8s2/thank-you');
    expect((db.prepare('SELECT reviews_count FROM variants WHERE id = ?').get(variant_id) as { reviews_count: number }).reviews_count).toBe(before + 1);
    expect(db.prepare("SELECT status FROM review_invitations WHERE ident = 'm1f6g8s2'").get()).toEqual({ status: 'reviewed' });
    db.close();
    const list = (await (await fetch(`${server.url}/api/v2/variant/reviews?page=1&type=all`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ variantId: variant_id }) })).json()) as {
      reviews: { text: { text: string }; pluses: string[] }[];
    };
    expect(list.reviews[0]).toMatchObject({ text: { text: 'Prachtige kast, goed verpakt en snel geleverd.' }, pluses: ['Snel', 'Stevig'] });
    // Sent again: the invitation is used up.
    expect((await post('m1f6g8s2', { value: '1', text: 'Nog een keer proberen, kan dat?', nickName: 'F' })).headers.get('location')).toBe('/star/m1f6g8s2/thank-you');
  });

  it('delays and unsubscribes by a form (POST), not by opening the link', async () => {
    expect(await (await fetch(`${server.url}/star/p4t7y1u9/unsubscribe`)).text()).toContain('Afmelden');
    const done = await fetch(`${server.url}/star/p4t7y1u9/unsubscribe`, { method: 'POST' });
    expect(await done.text()).toContain('Je bent afgemeld');
  });
});
