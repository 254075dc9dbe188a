import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, expectError, logins, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const likeKeys = ['item_id', 'liked_by_user', 'saved_by_user', 'likes_count', 'comments_count', 'images_count', 'star_value', 'answers_count', 'reviews_count'];
const likeRows = () => server.count('SELECT COUNT(*) AS n FROM likes');

describe('likes service /api/v1/{project}/like', () => {
  it('looks up like records for a list of item ids', async () => {
    const client = new Client(server.url);
    const { status, body } = await client.json('POST', '/api/v1/nl/like/variant', [10001, 10002, 99999999]);
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    expect(Object.keys(body[0]).sort()).toEqual([...likeKeys].sort());
    expect(body[0]).toMatchObject({ item_id: 10001, liked_by_user: false, saved_by_user: false });
    expect(typeof body[0].likes_count).toBe('number');
  });

  it('answers the counts the lookup asks for (commentsCount, stars, answersCount, reviewCounts) from the stored questions and reviews', async () => {
    const db = server.db;
    const { id, product_id } = db
      .prepare(
        `SELECT v.id, v.product_id FROM variants v
         WHERE EXISTS (SELECT 1 FROM reviews r WHERE r.variant_id = v.id AND r.image_ids != '[]')
           AND EXISTS (SELECT 1 FROM product_questions q JOIN product_answers a ON a.question_id = q.id WHERE q.product_id = v.product_id)
         LIMIT 1`,
      )
      .get() as { id: number; product_id: number };
    const questions = db.prepare('SELECT COUNT(*) FROM product_questions WHERE product_id = ?').pluck().get(product_id) as number;
    const answers = db.prepare('SELECT COUNT(*) FROM product_answers a JOIN product_questions q ON q.id = a.question_id WHERE q.product_id = ?').pluck().get(product_id) as number;
    const reviews = db.prepare('SELECT COUNT(*) AS n, AVG(value) AS average, SUM(json_array_length(image_ids)) AS images FROM reviews WHERE variant_id = ?').get(id) as {
      n: number; average: number; images: number;
    };
    expect(Math.min(questions, answers, reviews.n, reviews.images)).toBeGreaterThan(0);

    const client = new Client(server.url);
    const asked = (await client.json('POST', '/api/v1/nl/like/variant?commentsCount=1&stars=1&answersCount=1&reviewCounts=1', [id])).body[0];
    expect(asked).toMatchObject({ item_id: id, comments_count: questions, answers_count: answers, reviews_count: reviews.n, images_count: reviews.images });
    expect(asked.star_value).toBeCloseTo(reviews.average, 2);
    // Each flag asks for its own count; what is not asked for answers 0.
    const answersOnly = (await client.json('POST', '/api/v1/nl/like/variant?answersCount=true', [id])).body[0];
    expect(answersOnly).toMatchObject({ comments_count: 0, answers_count: answers, reviews_count: 0, images_count: 0, star_value: 0 });
    const plain = (await client.json('POST', '/api/v1/nl/like/variant', [id])).body[0];
    expect(plain).toMatchObject({ comments_count: 0, answers_count: 0, reviews_count: 0, images_count: 0, star_value: 0 });
    expectError(await client.json('POST', '/api/v1/nl/like/variant?stars=ja', [id]), 400, 'stars');
  });

  it('likes and unlikes idempotently and counts each like once', async () => {
    const client = new Client(server.url);
    const before = (await client.json('POST', '/api/v1/nl/like/variant', [10005])).body[0].likes_count;
    const first = await client.json('POST', '/api/v1/nl/like/variant/10005?consent=1');
    const second = await client.json('POST', '/api/v1/nl/like/variant/10005?consent=1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ item_id: 10005, liked_by_user: true, likes_count: before + 1 });
    expect(second.body).toEqual(first.body);
    expect(client.cookies.get('etl_visitor')).toBeTruthy();
    const hooks = await client.json('GET', '/__test/likes?itemType=variant&itemId=10005');
    expect(hooks.body).toMatchObject({ likeRows: 1, likeWrites: 1, requestCount: 2 });

    const unlike1 = await client.json('DELETE', '/api/v1/nl/like/variant/10005');
    const unlike2 = await client.json('DELETE', '/api/v1/nl/like/variant/10005');
    expect(unlike1.body).toMatchObject({ liked_by_user: false, likes_count: before });
    expect(unlike2.body).toEqual(unlike1.body);
    expect((await client.json('GET', '/__test/likes?itemType=variant&itemId=10005')).body).toMatchObject({ likeRows: 0, unlikeWrites: 1 });
  });

  it('keeps likes per owner: another visitor does not see them as theirs', async () => {
    const a = new Client(server.url);
    const b = new Client(server.url);
    await a.post('/api/v1/nl/like/variant/10010');
    const seenByB = (await b.json('POST', '/api/v1/nl/like/variant', [10010])).body[0];
    expect(seenByB.liked_by_user).toBe(false);
    const likedByB = (await b.json('POST', '/api/v1/nl/like/variant/10010')).body;
    expect(likedByB.likes_count).toBe(seenByB.likes_count + 1);
  });

  it('supports the comparison item type and like-all', async () => {
    const client = new Client(server.url);
    await client.post('/api/v1/nl/like/comparison/10020');
    await client.post('/api/v1/nl/like/comparison/10021');
    const all = await client.json('GET', '/api/v1/nl/like-all/comparison');
    expect(all.status).toBe(200);
    expect(all.body.map((r: { item_id: number }) => r.item_id).sort()).toEqual([10020, 10021]);
    expect(all.body[0].likes_count).toBe(1);
  });

  it('rejects bad input naming the field and writes nothing', async () => {
    const client = new Client(server.url);
    const rows = likeRows();
    expectError(await client.json('POST', '/api/v1/nl/like/variant/99999999'), 404, 'itemId');
    expectError(await client.json('POST', '/api/v1/nl/like/variant/abc'), 400, 'itemId');
    expectError(await client.json('POST', '/api/v1/nl/like/user/10001'), 400, 'itemType');
    expectError(await client.json('POST', '/api/v1/cz/like/variant/10001'), 404, 'project');
    expectError(await client.json('POST', '/api/v1/nl/like/variant/10001?consent=maybe'), 400, 'consent');
    expectError(await client.json('POST', '/api/v1/nl/like/variant', { ids: [1] }), 400, 'itemIds');
    expectError(await client.json('POST', '/api/v1/nl/like/variant', ['x']), 400, 'itemIds');
    expectError(await client.json('POST', '/api/v1/nl/like/variant', '[1,'), 400, 'itemIds');
    expectError(await client.json('POST', '/api/v1/nl/like/variant', JSON.stringify(Array(30000).fill(10001))), 413, 'itemIds');
    expect(likeRows()).toBe(rows);
    expect(client.cookies.has('etl_visitor')).toBe(false);
  });

  it('pairs anonymous likes with the account on /login, once', async () => {
    const client = new Client(server.url);
    await client.post('/api/v1/nl/like/variant/10030');
    await client.post('/api/v1/nl/like/variant/10031');
    expectError(await client.json('GET', '/api/v1/nl/login'), 401, null);
    const login = await client.login(logins.shopper.email, logins.shopper.password);
    expect(login.status).toBe(303);
    const first = await client.json('GET', '/api/v1/nl/login');
    expect(first.status).toBe(200);
    expect(first.body.paired).toBe(2);
    const second = await client.json('GET', '/api/v1/nl/login');
    expect(second.body.paired).toBe(0);
    const records = (await client.json('POST', '/api/v1/nl/like/variant', [10030, 10031])).body;
    expect(records.every((r: { liked_by_user: boolean }) => r.liked_by_user)).toBe(true);
    expect(server.count(`SELECT COUNT(*) AS n FROM likes WHERE owner_type = 'visitor' AND item_id IN (10030, 10031)`)).toBe(0);
    const liked = await client.json('GET', '/api/v2/user/variants-liked?sort=newest');
    expect(liked.body.variants.map((v: { id: number }) => v.id).sort()).toEqual([10030, 10031]);
    expect(liked.body.pagination).toEqual({ page: 1, pageSize: 24, pageCount: 1, totalCount: 2 });
  });

  it('counts likes received by a web shop user', async () => {
    const client = new Client(server.url);
    expectError(await client.json('GET', '/api/v1/nl/like/received/user/variant'), 401, null);
    await client.login(logins.eshop.email, logins.eshop.password);
    const received = await client.json('GET', '/api/v1/nl/like/received/user/variant');
    expect(received.status).toBe(200);
    expect(typeof received.body.count).toBe('number');
  });
});
