import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SHOPPER_UA = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36' };
const BAR = 'data-etl-widget="cookie-bar"';

async function page(client: Client, path: string, headers: Record<string, string> = SHOPPER_UA): Promise<string> {
  return (await client.request('GET', path, undefined, headers)).text();
}

function choose(client: Client, fields: [string, string][]) {
  return client.request('POST', '/cookie-consent', new URLSearchParams(fields), { 'content-type': 'application/x-www-form-urlencoded' });
}

describe('cookie bar (spec §4)', () => {
  it('is written, prerendered, only without a _cc choice and not for crawlers; the footer link reopens it', async () => {
    const visitor = new Client(server.url);
    const first = await page(visitor, '/producten/woonkamer?page=2');
    expect(first).toContain(BAR);
    expect(first).toContain('data-etl-prerendered><section class="etl-cookie-bar" aria-labelledby="etl-cookie-bar-title">');
    expect(first).toContain('data-etl-return-to="/producten/woonkamer?page=2"');
    // The footer link opens the settings as a dialog (the modal host); without script it reopens the bar on its page.
    expect(first).toContain(
      'href="/producten/woonkamer?page=2&amp;cookies=instellingen" rel="nofollow" data-etl-modal="cookie-settings" data-etl-modal-opener="footer" aria-haspopup="dialog">Cookie-instellingen</a>',
    );
    expect(await page(new Client(server.url), '/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).not.toContain(BAR);

    visitor.cookies.set('_cc', 'analytics|essential');
    expect(await page(visitor, '/')).not.toContain(BAR);
    const reopened = await page(visitor, '/?cookies=instellingen');
    expect(reopened).toContain(BAR);
    expect(reopened).toContain('data-etl-granted="analytics|essential" data-etl-settings-open=""');
    expect(reopened).toContain('data-etl-return-to="/"');
  });

  it('POST /cookie-consent sets _cc for 365 days, records the choice and goes back; it refuses what it does not know', async () => {
    const before = server.count('SELECT COUNT(*) AS n FROM consents');
    const shopper = new Client(server.url);
    const answer = await choose(shopper, [['keuze', 'selectie'], ['categorie', 'marketing'], ['categorie', 'analytics'], ['terug', '/producten']]);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/producten');
    expect(answer.headers.getSetCookie().find((line) => line.startsWith('_cc='))).toMatch(/^_cc=analytics\|essential\|marketing; Path=\/; Expires=.*; Max-Age=31536000; SameSite=Lax$/);
    expect(server.count('SELECT COUNT(*) AS n FROM consents')).toBe(before + 1);

    expect((await choose(new Client(server.url), [['keuze', 'alles'], ['terug', '//elders.example']])).headers.get('location')).toBe('/');
    expect((await choose(new Client(server.url), [['keuze', 'noodzakelijk']])).headers.getSetCookie().join()).toContain('_cc=essential;');
    expect((await choose(new Client(server.url), [['keuze', 'misschien']])).status).toBe(400);
    expect((await choose(new Client(server.url), [['keuze', 'selectie'], ['categorie', 'essential']])).status).toBe(400);
    expect(server.count('SELECT COUNT(*) AS n FROM consents')).toBe(before + 3);
  });
});
