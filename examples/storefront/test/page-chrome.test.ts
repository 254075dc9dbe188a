import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const STRIP = 'data-etl-widget="banner-strip"';

function close(client: Client, fields: [string, string][]) {
  return client.request('POST', '/banner-strip/sluiten', new URLSearchParams(fields), { 'content-type': 'application/x-www-form-urlencoded' });
}

describe('page chrome', () => {
  it('every page has the page-chrome header, the footer FAQ group and the country switch form', async () => {
    const html = await (await new Client(server.url).request('GET', '/over-ons/contact')).text();
    expect(html).toContain('<header class="site-header etl-page-header" data-etl-widget="page-chrome">');
    expect(html.match(/<details class="footer-faq-item" name="footer-faq"/g)).toHaveLength(3);
    expect(html).toContain('<form class="country-switch" method="get" action="/land">');
    expect(html).toContain('href="#faq-kortingen"');
  });

  it('the banner strip shows until closed; the close form records the ident (semicolon-separated) and goes back', async () => {
    const shopper = new Client(server.url);
    expect(await (await shopper.request('GET', '/producten')).text()).toContain(`${STRIP} data-etl-ident="12"`);
    const answer = await close(shopper, [['ident', '12'], ['terug', '/producten']]);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/producten');
    expect(answer.headers.getSetCookie().find((line) => line.startsWith('etl_banner_seen='))).toMatch(/^etl_banner_seen=12; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(await (await shopper.request('GET', '/producten')).text()).not.toContain(STRIP);

    shopper.cookies.set('etl_banner_seen', encodeURIComponent('7;12'));
    expect(await (await shopper.request('GET', '/')).text()).not.toContain(STRIP);
    const again = await close(shopper, [['ident', '3'], ['terug', 'https://elders.example/']]);
    expect(again.headers.get('location')).toBe('/');
    expect(decodeURIComponent(shopper.cookies.get('etl_banner_seen')!)).toBe('7;12;3');
    expect((await close(shopper, [['ident', 'x']])).status).toBe(400);
  });

  it('/land goes to a known country site only', async () => {
    const client = new Client(server.url);
    const answer = await client.request('GET', `/land?site=${encodeURIComponent('https://www.etalage.be/')}`);
    expect([answer.status, answer.headers.get('location')]).toEqual([303, 'https://www.etalage.be/']);
    expect((await client.request('GET', `/land?site=${encodeURIComponent('https://evil.example/')}`)).status).toBe(400);
  });
});
