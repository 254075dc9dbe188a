import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GrowthBook } from '@growthbook/growthbook';
import { jwtDecode } from 'jwt-decode';
import { Client, expectError, logins, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('admin data service GET /v1/data', () => {
  it('is for admins only', async () => {
    const anonymous = new Client(server.url);
    expectError(await anonymous.json('GET', '/v1/data?project=nl&variantIds=10001'), 401, null);
    const shopper = new Client(server.url);
    await shopper.login(logins.shopper.email, logins.shopper.password);
    expectError(await shopper.json('GET', '/v1/data?project=nl&variantIds=10001'), 403, null);
  });

  it('answers variantId, data and previousData per variant', async () => {
    const admin = new Client(server.url);
    await admin.login(logins.admin.email, logins.admin.password);
    const { status, body } = await admin.json('GET', '/v1/data?project=nl&categoryId=200&variant=1&variantIds=10001|10002|99999999&withCpc=1');
    expect(status).toBe(200);
    expect(body.map((r: { variantId: number }) => r.variantId)).toEqual([10001, 10002]);
    expect(Object.keys(body[0]).sort()).toEqual(['data', 'previousData', 'variantId']);
    for (const key of ['cpc', 'sorting_cpc', 'orders_coef', 'click_rate_coef', 'eshop_rank', 'score', 'rank', 'formula', 'bestseller', 'seller', 'date']) {
      expect(body[0].data, key).toHaveProperty(key);
    }
    const single = await admin.json('GET', '/v1/data?project=nl&categoryId=200&variant=1&variantIds=10003');
    expect(single.body[0].data).not.toHaveProperty('cpc');
    expectError(await admin.json('GET', '/v1/data?variantIds=10001'), 400, 'project');
    expectError(await admin.json('GET', '/v1/data?project=nl&categoryId=200&variant=1'), 400, 'variantIds');
    expectError(await admin.json('GET', '/v1/data?project=nl&categoryId=200&variant=1&variantIds=1|x'), 400, 'variantIds');
    expectError(await admin.json('GET', '/v1/data?project=nl&categoryId=abc&variant=1&variantIds=1'), 400, 'categoryId');
    expectError(await admin.json('GET', '/v1/data?project=nl&categoryId=200&variant=1&variantIds=1&withCpc=ja'), 400, 'withCpc');
  });

  it('requires categoryId, variantIds and variant (spec §5), and reads variant as the ranking variant, not a variant id', async () => {
    const admin = new Client(server.url);
    await admin.login(logins.admin.email, logins.admin.password);
    expectError(await admin.json('GET', '/v1/data?project=nl&variant=1&variantIds=10001'), 400, 'categoryId');
    expectError(await admin.json('GET', '/v1/data?project=nl&categoryId=200&variantIds=10001'), 400, 'variant');
    // A variant alone is no list of variant ids.
    expectError(await admin.json('GET', '/v1/data?project=nl&categoryId=200&variant=10003'), 400, 'variantIds');
    const metricsOf = async (query: string) => (await admin.json('GET', `/v1/data?project=nl&variantIds=10001&withCpc=1&${query}`)).body[0].data;
    const base = await metricsOf('categoryId=200&variant=1');
    expect(await metricsOf('categoryId=200&variant=1')).toEqual(base);
    // The ranking differs per category and per ranking variant.
    expect(await metricsOf('categoryId=201&variant=1')).not.toEqual(base);
    expect(await metricsOf('categoryId=200&variant=2')).not.toEqual(base);
  });
});

describe('search service GET /v2/search', () => {
  it('answers suggestion groups of the spec shape', async () => {
    const client = new Client(server.url);
    const { status, body } = await client.json('GET', '/v2/search?q=bank');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    const group = body.data[0];
    expect(Object.keys(group).sort()).toEqual(['img', 'items', 'type', 'typeName']);
    expect(typeof group.type).toBe('number');
    expect(Object.keys(group.items[0]).sort()).toEqual(['apiUrl', 'filters', 'id', 'productCount', 'title', 'url']);
    const combined = body.data.filter((g: { type: number }) => g.type === 6 || g.type === 11).reduce((n: number, g: { items: unknown[] }) => n + g.items.length, 0);
    expect(combined).toBeGreaterThan(0);
    expect(combined).toBeLessThanOrEqual(10);
    const colours = body.data.find((g: { type: number }) => g.type === 11);
    expect(colours.items[0].filters).toEqual({ categoryId: expect.any(Number), colorId: expect.any(Number) });
  });

  it('matches accent- and case-insensitively and needs q', async () => {
    const client = new Client(server.url);
    const accent = await client.json('GET', `/v2/search?q=${encodeURIComponent('MALMÖ')}`);
    const plain = await client.json('GET', '/v2/search?q=malmo');
    expect(accent.body).toEqual(plain.body);
    expectError(await client.json('GET', '/v2/search'), 400, 'q');
    expectError(await client.json('GET', '/v2/search?q=%20%20'), 400, 'q');
  });
});

describe('tracking POST /impression', () => {
  it('stores impressions and refuses bad ones without writing', async () => {
    const client = new Client(server.url);
    const ok = await client.request('POST', '/impression', { project: 'nl', impressions: [{ variant_id: 10001, source: 1 }, { variant_id: 10002, source: 6 }] });
    expect(ok.status).toBe(204);
    expect(server.count('SELECT COUNT(*) AS n FROM impressions')).toBe(2);
    expectError(await client.json('POST', '/impression', { project: 'nl', impressions: [{ variant_id: 10001, source: 1 }, { variant_id: 'x', source: 1 }] }), 400, 'variant_id');
    expectError(await client.json('POST', '/impression', { project: 'nl', impressions: [{ variant_id: 1 }] }), 400, 'source');
    expectError(await client.json('POST', '/impression', { impressions: [] }), 400, 'project');
    expectError(await client.json('POST', '/impression', { project: 'nl' }), 400, 'impressions');
    expect(server.count('SELECT COUNT(*) AS n FROM impressions')).toBe(2);
  });
});

describe('feature flags GET /api/features/{clientKey}', () => {
  it('answers GrowthBook-compatible features with the Christmas threshold', async () => {
    const client = new Client(server.url);
    const { status, body } = await client.json('GET', '/api/features/sdk-etalage');
    expect(status).toBe(200);
    expect(body.features['christmas-delivery-threshold-days']).toEqual({ defaultValue: expect.any(Number) });
    expect(typeof body.dateUpdated).toBe('string');
    expectError(await client.json('GET', '/api/features/onbekend'), 404, 'clientKey');
  });

  it('evaluates remotely (POST /api/eval): values for the attributes, an experiment with its tracks, as the browser would bucket', async () => {
    const client = new Client(server.url);
    const raw = (await client.json('GET', '/api/features/sdk-etalage')).body.features;
    const variations = new Set<unknown>();
    for (const id of ['bezoeker-1', 'bezoeker-2', 'bezoeker-3', 'bezoeker-4', 'bezoeker-5', 'bezoeker-6', 'bezoeker-7', 'bezoeker-8']) {
      const { status, body } = await client.json('POST', '/api/eval/sdk-etalage', { attributes: { id } });
      expect(status).toBe(200);
      expect(body.features['christmas-delivery-threshold-days']).toEqual(raw['christmas-delivery-threshold-days']);
      const similar = body.features['similar-row-max-cards'];
      // What the browser's SDK decides with the raw rules for the same id.
      const local = new GrowthBook({ features: raw, attributes: { id } });
      expect(similar.defaultValue).toBe(local.getFeatureValue('similar-row-max-cards', 0));
      local.destroy();
      expect(similar.rules[0].tracks[0].experiment.key).toBe('similar-row-max-cards');
      expect(similar.rules[0].tracks[0].result.value).toBe(similar.defaultValue);
      variations.add(similar.defaultValue);
    }
    expect(variations).toEqual(new Set([12, 6]));
  });

  it('streams the features (GET /sub/{clientKey}): an event-stream whose first event is "features"', async () => {
    const abort = new AbortController();
    const response = await fetch(`${server.url}/sub/sdk-etalage`, { signal: abort.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    let text = '';
    /** The next event of the stream (keep-alive comments skipped): its name and its data. */
    const nextEvent = async () => {
      while (!/^event: .*\ndata: .*\n\n/m.test(text)) text += new TextDecoder().decode((await reader.read()).value);
      const [, name, data] = /^event: (.*)\ndata: (.*)\n\n/m.exec(text)!;
      text = text.slice(text.indexOf('\n\n', text.indexOf('data: ')) + 2);
      return { name, payload: JSON.parse(data!) as { features: Record<string, unknown>; dateUpdated: string } };
    };
    const first = await nextEvent();
    expect(first.name).toBe('features');
    expect(first.payload.features).toEqual((await new Client(server.url).json('GET', '/api/features/sdk-etalage')).body.features);
    // A flag changed on the server (the test hook) goes out at once as another `features` event.
    const change = await new Client(server.url).json('POST', '/__test/features', { key: 'similar-row-max-cards', definition: { defaultValue: 4 } });
    expect(change.status).toBe(200);
    try {
      const changed = await nextEvent();
      expect(changed.name).toBe('features');
      expect(changed.payload.features['similar-row-max-cards']).toEqual({ defaultValue: 4 });
      expect(changed.payload.dateUpdated).not.toBe(first.payload.dateUpdated);
    } finally {
      abort.abort();
      await new Client(server.url).json('POST', '/__test/features', { key: 'similar-row-max-cards' });
    }
    expect((await new Client(server.url).json('GET', '/api/features/sdk-etalage')).body.features['similar-row-max-cards']).toEqual(first.payload.features['similar-row-max-cards']);
    expect((await fetch(`${server.url}/sub/onbekend`)).status).toBe(404);
  });

  it('offers the stream to GrowthBook (x-sse-support: enabled) on the features answer, not on remote evaluation', async () => {
    const features = await fetch(`${server.url}/api/features/sdk-etalage`);
    expect(features.headers.get('x-sse-support')).toBe('enabled');
    const evaluated = await fetch(`${server.url}/api/eval/sdk-etalage`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(evaluated.status).toBe(200);
    expect(evaluated.headers.get('x-sse-support')).toBeNull();
  });
});

describe('login, token and sessions', () => {
  it('sets an httpOnly session and a readable HS256 token with the claims of spec §3', async () => {
    const client = new Client(server.url);
    const response = await client.login(logins.admin.email, logins.admin.password);
    expect(response.status).toBe(303);
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith('etl_session='))).toMatch(/HttpOnly/i);
    expect(setCookies.find((c) => c.startsWith('etl_token='))).not.toMatch(/HttpOnly/i);
    const token = client.cookies.get('etl_token')!;
    expect(jwtDecode<{ alg: string }>(token, { header: true }).alg).toBe('HS256');
    const claims = jwtDecode<Record<string, unknown>>(token);
    expect(claims).toMatchObject({
      uid: expect.any(Number),
      name: 'Anna de Beheerder',
      email: logins.admin.email,
      avatar: { initials: 'AB', url: expect.any(String) },
      roles: { eshop: false, admin: true },
      dateOfBirth: '1985-04-12',
      gender: 2,
    });
    const page = await (await client.get('/')).text();
    expect(page).toContain('Anna');
    expect(page).not.toContain('>Inloggen<');
    // GET /logout only asks (link previews and prefetching follow links): still logged in.
    const asked = await (await client.get('/logout')).text();
    expect(asked).toContain('Wil je uitloggen?');
    expect(asked).toMatch(/<form method="post" action="\/logout"/);
    expect(client.cookies.has('etl_session')).toBe(true);
    expect(await (await client.get('/')).text()).not.toContain('>Inloggen<');
    const out = await client.request('POST', '/logout');
    expect(out.status).toBe(303);
    expect(client.cookies.has('etl_session')).toBe(false);
    expect(await (await client.get('/')).text()).toContain('Inloggen');
  });

  it('refuses wrong passwords and does not trust a forged token', async () => {
    const client = new Client(server.url);
    const wrong = await client.login(logins.admin.email, 'fout');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('E-mailadres of wachtwoord is onjuist.');
    const forged = `x.${Buffer.from(JSON.stringify({ uid: 1, roles: { admin: true } })).toString('base64url')}.y`;
    client.cookies.set('etl_token', forged);
    expectError(await client.json('GET', '/v1/data?project=nl&variantIds=10001'), 401, null);
  });

  it('registers a new shopper and validates the form', async () => {
    const client = new Client(server.url);
    const form = (values: Record<string, string>) =>
      client.request('POST', '/registeren', new URLSearchParams(values), { 'content-type': 'application/x-www-form-urlencoded' });
    const users = server.count('SELECT COUNT(*) AS n FROM users');
    const bad = await form({ firstName: '', lastName: 'Jansen', email: 'nee', password: 'kort' });
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(html).toContain('Vul je voornaam in.');
    expect(html).toContain('Vul een geldig e-mailadres in.');
    expect(server.count('SELECT COUNT(*) AS n FROM users')).toBe(users);
    const taken = await form({ firstName: 'A', lastName: 'B', email: logins.shopper.email, password: 'lang-genoeg' });
    expect(await taken.text()).toContain('Er bestaat al een account met dit e-mailadres.');
    const ok = await form({ firstName: 'Jan', lastName: 'Jansen', email: 'jan@example.nl', password: 'lang-genoeg' });
    expect(ok.status).toBe(303);
    expect(client.cookies.has('etl_session')).toBe(true);
    expect(server.count('SELECT COUNT(*) AS n FROM users')).toBe(users + 1);
  });
});

describe('test hooks', () => {
  it('injects faults for the next matching requests', async () => {
    const client = new Client(server.url);
    const set = await client.json('POST', '/__test/faults', { pathPrefix: '/api/v1/nl/like', status: 500, count: 2 });
    expect(set.status).toBe(200);
    expect((await client.post('/api/v1/nl/like/variant/10001')).status).toBe(500);
    expect((await client.post('/api/v1/nl/like/variant/10001')).status).toBe(500);
    expect((await client.post('/api/v1/nl/like/variant/10001')).status).toBe(200);
    expectError(await client.json('POST', '/__test/faults', { pathPrefix: '/x', status: 200 }), 400, 'status');
  });

  it('are absent without ETALAGE_TEST_HOOKS', async () => {
    const { startTestServer: start } = await import('./helpers.js');
    const plain = await start(false);
    try {
      const client = new Client(plain.url);
      expect((await client.get('/__test/likes?itemId=1')).status).toBe(404);
      expect((await client.request('POST', '/__test/faults', { pathPrefix: '/', status: 500 })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
