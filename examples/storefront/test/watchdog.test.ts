import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, expectError, logins, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const subscriptions = () => server.count('SELECT COUNT(*) AS n FROM watchdog_subscriptions');

describe('watchdog service /api/v1/{project}/watchdog', () => {
  it('answers the status of a variant nobody watches', async () => {
    const client = new Client(server.url);
    const { status, body } = await client.json('GET', '/api/v1/nl/watchdog/10001');
    expect(status).toBe(200);
    expect(body).toEqual({ subscribed: false, type: null, targetPrice: null });
  });

  it('subscribes idempotently with one row and one unsubscribe hash', async () => {
    const client = new Client(server.url);
    const payload = { email: 'Kim@Example.nl', targetPrice: 199.5 };
    const first = await client.json('POST', '/api/v1/nl/watchdog/10002', payload);
    const second = await client.json('POST', '/api/v1/nl/watchdog/10002', payload);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ subscribed: true, type: 'price', targetPrice: 199.5 });
    expect(second.body).toEqual(first.body);
    expect(server.count('SELECT COUNT(*) AS n FROM watchdog_subscriptions WHERE variant_id = 10002')).toBe(1);
    expect((await client.json('GET', '/api/v1/nl/watchdog/10002')).body).toEqual(first.body);
    const hook = await client.json('GET', '/__test/watchdog?email=kim@example.nl');
    expect(hook.body.hash).toMatch(/^[0-9a-f]{32}$/);
    const again = await client.json('GET', '/__test/watchdog?email=kim@example.nl');
    expect(again.body.hash).toBe(hook.body.hash);
  });

  it('subscribes for availability without a target price, and unsubscribes', async () => {
    const client = new Client(server.url);
    const sub = await client.json('POST', '/api/v1/nl/watchdog/10003', { email: 'lars@example.nl' });
    expect(sub.body).toEqual({ subscribed: true, type: 'availability', targetPrice: null });
    const del = await client.json('DELETE', '/api/v1/nl/watchdog/10003');
    expect(del.body).toEqual({ subscribed: false, type: null, targetPrice: null });
    expect((await client.json('GET', '/api/v1/nl/watchdog/10003')).body.subscribed).toBe(false);
  });

  it('lets a logged-in user omit the e-mail address', async () => {
    const client = new Client(server.url);
    await client.login(logins.shopper.email, logins.shopper.password);
    const sub = await client.json('POST', '/api/v1/nl/watchdog/10004', {});
    expect(sub.body).toEqual({ subscribed: true, type: 'availability', targetPrice: null });
    const watched = await client.json('GET', '/api/v2/user/variants-watched');
    expect(watched.status).toBe(200);
    expect(watched.body).toHaveLength(1);
    expect(watched.body[0]).toMatchObject({ type: 'availability', targetPrice: null, variant: { id: 10004 } });
  });

  it('unsubscribes by hash through the API and through the e-mailed page', async () => {
    const client = new Client(server.url);
    await client.json('POST', '/api/v1/nl/watchdog/10005', { email: 'noor@example.nl' });
    await client.json('POST', '/api/v1/nl/watchdog/10006', { email: 'sem@example.nl' });
    const hashA = (await client.json('GET', '/__test/watchdog?email=noor@example.nl')).body.hash as string;
    const hashB = (await client.json('GET', '/__test/watchdog?email=sem@example.nl')).body.hash as string;
    const api = await client.json('DELETE', `/api/v1/nl/watchdog/unsubscribe/${hashA}`);
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({ unsubscribed: true, variantId: 10005, subscribed: false });
    expectError(await client.json('DELETE', `/api/v1/nl/watchdog/unsubscribe/${hashA}`), 404, 'hash');
    // The e-mailed link asks and changes nothing (mail scanners and link previews open links), however often it is
    // opened; its form's POST (the page without JavaScript) unsubscribes.
    for (let opened = 0; opened < 2; opened++) {
      const page = await client.get(`/watchdog/unsubscribe/${hashB}`);
      expect(page.status).toBe(200);
      const text = await page.text();
      expect(text).toContain('Wil je geen e-mails meer ontvangen over');
      expect(text).toContain(`method="post"`);
      expect(text).not.toContain('Je bent afgemeld');
    }
    expect((await client.json('GET', '/__test/watchdog?email=sem@example.nl')).body.hash).toBe(hashB);
    const confirmed = await client.post(`/watchdog/unsubscribe/${hashB}`, new URLSearchParams());
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Je bent afgemeld');
    const again = await client.get(`/watchdog/unsubscribe/${hashB}`);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('Afmeldlink ongeldig');
  });

  it('rejects bad input naming the field and writes nothing', async () => {
    const client = new Client(server.url);
    const before = subscriptions();
    expectError(await client.json('POST', '/api/v1/nl/watchdog/10007', {}), 400, 'email');
    expectError(await client.json('POST', '/api/v1/nl/watchdog/10007', { email: 'geen-adres' }), 400, 'email');
    expectError(await client.json('POST', '/api/v1/nl/watchdog/10007', { email: 'a@example.nl', targetPrice: '10' }), 400, 'targetPrice');
    expectError(await client.json('POST', '/api/v1/nl/watchdog/10007', { email: 'a@example.nl', targetPrice: -5 }), 400, 'targetPrice');
    expectError(await client.json('POST', '/api/v1/nl/watchdog/10007', [1]), 400, 'body');
    expectError(await client.json('POST', '/api/v1/nl/watchdog/10007'), 400, 'body');
    expectError(await client.json('POST', '/api/v1/nl/watchdog/99999999', { email: 'a@example.nl' }), 404, 'variantId');
    expectError(await client.json('POST', '/api/v1/nl/watchdog/abc', { email: 'a@example.nl' }), 400, 'variantId');
    expectError(await client.json('GET', '/api/v1/de/watchdog/10007'), 404, 'project');
    expectError(await client.json('DELETE', '/api/v1/nl/watchdog/unsubscribe/not-a-hash'), 400, 'hash');
    expect(subscriptions()).toBe(before);
  });
});
