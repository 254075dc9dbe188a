import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function documentOf(path: string) {
  const html = await (await fetch(`${server.url}${path}`)).text();
  return new new Window().DOMParser().parseFromString(html, 'text/html');
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
