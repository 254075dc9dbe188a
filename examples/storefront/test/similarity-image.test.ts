import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, expectError, startTestServer, type TestServer } from './helpers.js';
import { findSimilarityRequest, rankVisuallySimilarIn } from '../src/catalog/similarity.js';

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startTestServer();
  client = new Client(server.url);
});
afterAll(() => server.close());

describe('GET /api/v2/variant/{id}/similarity with categoryId and imageUrl (spec §7: an image search)', () => {
  it("ranks on the image's looks within the category, as the 'Vergelijkbaar uiterlijk' page does", async () => {
    const { id, category_id: categoryId } = server.db.prepare('SELECT id, category_id FROM variants WHERE active = 1 AND image_count >= 2 ORDER BY id LIMIT 1').get() as { id: number; category_id: number };
    const imageUrl = `/images/product/400x400/${id * 100 + 1}.webp`;
    const { status, body } = await client.json('GET', `/api/v2/variant/${id}/similarity?categoryId=${categoryId}&imageUrl=${encodeURIComponent(imageUrl)}`);
    expect(status).toBe(200);
    const ids = (body as { id: number; category: { id: number } }[]).map((variant) => variant.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(id);
    for (const variant of body as { category: { id: number } }[]) expect(variant.category.id).toBe(categoryId);
    // The page's own ranking of the same image, kept to the category.
    const expected = rankVisuallySimilarIn(server.db, findSimilarityRequest(server.db, `${id}-1`)!, categoryId).map((r) => r.id);
    expect(ids).toEqual(expected);
  });

  it("refuses an image that is not one of the storefront's product images", async () => {
    expectError(await client.json('GET', '/api/v2/variant/10001/similarity?imageUrl=https%3A%2F%2Fevil.test%2Fx.jpg'), 400, 'imageUrl');
  });
});
