import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderInspirationCards } from '@etalage/markup/client';
import { Client, startTestServer, type TestServer } from './helpers.js';

/**
 * The inspiration feed answers with records (spec §7) and the browser draws them with the card of
 * `@etalage/markup`; the server's pages draw the same card, so a loaded or filtered list matches the page's.
 */

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startTestServer();
  client = new Client(server.url);
});
afterAll(() => server.close());

const listOf = (html: string) => {
  const match = /<div class="content-grid" id="inspiration-list">([\s\S]*?)<\/div>\s*<div id="inspiration-paginator">/.exec(html);
  if (!match) throw new Error('no #inspiration-list');
  return match[1]!;
};

describe('inspiration cards', () => {
  it('/inspirations shows the cards the browser draws from the feed answer of the same url', async () => {
    for (const url of ['/inspirations', '/inspirations?page=2', '/inspirations?ruimte=woonkamer']) {
      const page = await (await client.get(url)).text();
      const feed = await client.json('POST', '/api/v2/inspiration/feed', { url });
      expect(feed.body.inspirations.length).toBeGreaterThan(0);
      expect(listOf(page)).toBe(renderInspirationCards(feed.body.inspirations).value);
    }
  });

  it('the homepage shows the first inspirations with the same card', async () => {
    const home = await (await client.get('/')).text();
    const feed = await client.json('POST', '/api/v2/inspiration/feed', { url: '/inspirations' });
    expect(home).toContain(renderInspirationCards(feed.body.inspirations.slice(0, 3)).value);
  });
});
