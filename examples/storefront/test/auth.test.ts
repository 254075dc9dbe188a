import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, logins, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const form = (client: Client, path: string, values: Record<string, string>) =>
  client.request('POST', path, new URLSearchParams(values), { 'content-type': 'application/x-www-form-urlencoded' });

describe('the account pages answer the auth modal in JSON', () => {
  it('puts a refused login at the password field, and missing fields at theirs', async () => {
    const client = new Client(server.url);
    const wrong = await client.json('POST', '/login', { email: logins.shopper.email, password: 'fout' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors).toEqual([{ field: 'password', message: 'E-mailadres of wachtwoord is onjuist.' }]);
    expect(wrong.body.error).toEqual({ code: 'invalid_credentials', field: 'password', message: 'E-mailadres of wachtwoord is onjuist.' });
    const empty = await client.json('POST', '/login', { email: '', password: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([
      { field: 'email', message: 'Vul je e-mailadres in.' },
      { field: 'password', message: 'Vul je wachtwoord in.' },
    ]);
    expect(client.cookies.has('etl_token')).toBe(false);
    const ok = await client.json('POST', '/login', logins.shopper);
    expect(ok.status).toBe(200);
    expect(ok.body.token).toBe(client.cookies.get('etl_token'));
  });

  it('lists every invalid registration field, first one first', async () => {
    const client = new Client(server.url);
    const bad = await client.json('POST', '/registeren', { firstName: '', lastName: 'Jansen', email: 'nee', password: 'kort' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.field).toBe('firstName');
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['firstName', 'email', 'password']);
    expect(bad.body.errors[2].message).toBe('Je wachtwoord moet minimaal 8 tekens hebben.');
  });

  it('focuses the first invalid field of a page form without JavaScript', async () => {
    const html = await (await form(new Client(server.url), '/login', { email: logins.shopper.email, password: 'fout' })).text();
    expect(html).toMatch(/<input id="login-password"[^>]*autofocus[^>]*aria-invalid="true"[^>]*aria-describedby="login-password-error"/);
    expect(html).toContain('<p class="form-error" id="login-password-error">E-mailadres of wachtwoord is onjuist.</p>');
  });
});

describe('password reset', () => {
  const resetCode = async (client: Client, email: string) => (await client.json('GET', `/__test/password-reset?email=${encodeURIComponent(email)}`)).body.code as string | null;

  it('answers the same for an account and for an unknown address, and checks the address', async () => {
    const client = new Client(server.url);
    const known = await client.json('POST', '/wachtwoord/vernieuwen', { email: logins.shopper.email });
    const unknown = await client.json('POST', '/wachtwoord/vernieuwen', { email: 'niemand@example.nl' });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(known.body.message).toMatch(/^Als er een account bij dit e-mailadres hoort/);
    expect(await resetCode(client, 'niemand@example.nl')).toBeNull();
    const invalid = await client.json('POST', '/wachtwoord/vernieuwen', { email: 'nee' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual([{ field: 'email', message: 'Vul een geldig e-mailadres in.' }]);
    const page = await form(client, '/wachtwoord/vernieuwen', { email: logins.shopper.email });
    expect(await page.text()).toContain('Controleer je e-mail');
  });

  it('sets a new password with the emailed code once, logs in and ends other sessions', async () => {
    const email = 'reset@example.nl';
    const owner = new Client(server.url);
    expect((await form(owner, '/registeren', { firstName: 'Roos', lastName: 'Reset', email, password: 'oud-wachtwoord' })).status).toBe(303);
    const client = new Client(server.url);
    await client.json('POST', '/wachtwoord/vernieuwen', { email });
    const code = (await resetCode(client, email))!;
    expect(code).toMatch(/^[\w-]{20,}$/);
    const page = await (await client.get(`/wachtwoord/bevestiging/${code}`)).text();
    expect(page).toContain('Nieuw wachtwoord kiezen');
    expect(page).toContain(`action="/wachtwoord/bevestiging/${code}"`);
    const short = await client.json('POST', `/wachtwoord/bevestiging/${code}`, { password: 'kort' });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual([{ field: 'password', message: 'Je wachtwoord moet minimaal 8 tekens hebben.' }]);
    const ok = await client.json('POST', `/wachtwoord/bevestiging/${code}`, { password: 'nieuw-wachtwoord' });
    expect(ok.status).toBe(200);
    expect(client.cookies.has('etl_session')).toBe(true);
    // The old session is gone, the old password too, and the code works once.
    expect((await owner.get('/user')).status).toBe(302);
    expect((await new Client(server.url).login(email, 'oud-wachtwoord')).status).toBe(401);
    expect((await new Client(server.url).login(email, 'nieuw-wachtwoord')).status).toBe(303);
    const again = await client.json('POST', `/wachtwoord/bevestiging/${code}`, { password: 'nog-een-wachtwoord' });
    expect(again.body.errors).toEqual([{ field: 'password', message: 'Deze link is verlopen of al gebruikt. Vraag een nieuwe link aan.' }]);
    expect(await (await client.get(`/wachtwoord/bevestiging/${code}`)).text()).toContain('Deze link is verlopen of al gebruikt.');
  });
});
