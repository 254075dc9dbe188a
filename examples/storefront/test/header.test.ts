import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showsInspirationLink } from '../src/catalog/feature-eval.js';
import { popularSearches } from '../src/catalog/popular-searches.js';
import { aiSearchOffer } from '../src/catalog/ai-search.js';
import { resolveScope } from '../src/catalog/scopes.js';
import { Client, logins, parseHtml, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function documentOf(path: string) {
  const html = await (await fetch(`${server.url}${path}`)).text();
  return parseHtml(html);
}

describe('the header (spec §2)', () => {
  it('has the external studio link on every kind of page: a new tab, said so, without the opener', async () => {
    for (const path of ['/', '/producten/woonkamer', '/webshops']) {
      const document = await documentOf(path);
      const studio = [...document.querySelectorAll('header nav a')].find((link) => link.textContent?.includes('Studio'));
      expect(studio, path).toBeDefined();
      expect(new URL(studio!.getAttribute('href')!).host).not.toBe(new URL(server.url).host);
      expect(studio!.getAttribute('target')).toBe('_blank');
      expect(studio!.getAttribute('rel')).toContain('noopener');
      expect(studio!.textContent).toContain('(opent in nieuw tabblad)');
    }
  });
});

describe("the header's 'Inspiratie' (spec §2: only when the shop-the-look flag is on)", () => {
  it('follows the flag as evaluated for the visitor, not its default value', () => {
    // A rule that turns shop-the-look off for logged-in users (default on).
    const catalog = { 'shop-the-look': { defaultValue: true, rules: [{ condition: { loggedIn: true }, force: false }] } };
    expect(showsInspirationLink(undefined, catalog)).toBe(true);
    expect(showsInspirationLink(7, catalog)).toBe(false);
    expect(showsInspirationLink(7, { 'shop-the-look': { defaultValue: false } })).toBe(false);
  });

  it("shows the link with the storefront's flags, to a visitor and to a logged-in user", async () => {
    const inspiration = (html: string) => [...parseHtml(html).querySelectorAll('header nav a')].some((a) => a.textContent?.trim() === 'Inspiratie');
    expect(inspiration(await (await fetch(`${server.url}/`)).text())).toBe(true);
    const client = new Client(server.url);
    await client.login(logins.shopper.email, logins.shopper.password);
    expect(inspiration(await (await client.get('/')).text())).toBe(true);
  });
});

describe('the Black Friday tag and the AI-search offer follow their flags as evaluated for the visitor', () => {
  // Default on, a rule that turns it off for logged-in users: reading the default would show it to everyone.
  const offForUsers = (key: string) => ({ [key]: { defaultValue: true, rules: [{ condition: { loggedIn: true }, force: false }] } });

  it("'Populaire zoekopdrachten' leads with 'Black Friday' only while black-friday-campaign is on for the visitor", () => {
    const catalog = offForUsers('black-friday-campaign');
    const hasTag = (userId: number | undefined) => popularSearches(server.db, userId, catalog).some((search) => search.title === 'Black Friday');
    expect(popularSearches(server.db, undefined, catalog)[0]).toEqual({ title: 'Black Friday', url: '/producten/black-friday', campaign: true });
    expect(hasTag(7)).toBe(false);
    expect(popularSearches(server.db, 7, catalog).length).toBeGreaterThan(0);
  });

  it("'Zoek met AI' is offered on a category's listing and the search page only while ai-search is on for the visitor", () => {
    const catalog = offForUsers('ai-search');
    const category = resolveScope(server.db, '/producten/banken', new URLSearchParams())!;
    const search = resolveScope(server.db, '/search', new URLSearchParams({ q: 'bank' }))!;
    expect(aiSearchOffer(category, undefined, catalog)).toMatchObject({ show: true, categoryId: category.category!.id });
    expect(aiSearchOffer(search, undefined, catalog).show).toBe(true);
    expect(aiSearchOffer(category, 7, catalog)).toEqual({ show: false, placeholder: null });
    expect(aiSearchOffer(search, 7, catalog)).toEqual({ show: false, placeholder: null });
  });
});
