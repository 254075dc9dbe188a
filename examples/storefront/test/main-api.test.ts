import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCardData } from '@etalage/markup';
import { renderProductCard } from '@etalage/widgets/server';
import { Client, expectError, logins, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startTestServer();
  client = new Client(server.url);
});
afterAll(() => server.close());

const cardCount = (html: string) => (html.match(/data-etl-widget="product-card"/g) ?? []).length;

describe('POST /api/v2/variant/filtering and /variant/feed', () => {
  it('answers the listing with consistent pagination totals', async () => {
    const total = server.count('SELECT COUNT(*) AS n FROM variants WHERE disabled = 0 AND category_id = (SELECT id FROM categories WHERE slug = ?)', 'banken');
    const { status, body } = await client.json('POST', '/api/v2/variant/filtering', { url: '/producten/banken' });
    expect(status).toBe(200);
    for (const key of ['totalCount', 'title', 'groups', 'url', 'categoryUrl', 'showAiSearch', 'aiSearchPlaceholder', 'topHtml', 'listHtml', 'bottomHtml', 'paginatorHtml', 'nextPageUrl', 'dataLayer']) {
      expect(body).toHaveProperty(key);
    }
    expect(body.totalCount).toBe(total);
    expect(body.pagination).toEqual({ page: 1, pageSize: 60, pageCount: Math.ceil(total / 60), totalCount: total });
    expect(cardCount(body.listHtml)).toBe(60);
    expect(body.nextPageUrl).toBe('/producten/banken?page=2');
    expect(body.paginatorHtml).toContain('href="/producten/banken?page=2"');
    expect(body.paginatorHtml).toMatch(/data-etl-widget="listing-feed"[^>]*data-etl-list="product-list" data-etl-paginator="paginator"[\s\S]*href="\/producten\/banken\?page=2"[^>]*>Meer producten</);
    expect(body.groups.map((g: { ident: string }) => g.ident)).toEqual(expect.arrayContaining(['category', 'price', 'sort', 'kleur', 'materiaal']));
    const price = body.groups.find((g: { ident: string }) => g.ident === 'price');
    expect(price.range).toEqual({ min: expect.any(Number), max: expect.any(Number), selectedMin: null, selectedMax: null });
    expect(price.range.min).toBeLessThanOrEqual(price.range.max);
    expect(price.histogram.reduce((sum: number, b: { count: number }) => sum + b.count, 0)).toBe(total);
    const choice = body.groups.find((g: { ident: string }) => g.ident === 'kleur').choices[0];
    expect(Object.keys(choice).sort()).toEqual(['count', 'disabled', 'followable', 'highlighted', 'id', 'ident', 'name', 'selected', 'url']);
  });

  it('walks every page: the cards add up to the total and the last page has no next page', async () => {
    let url: string | null = '/producten/fauteuils';
    let cards = 0;
    let total = 0;
    const seen = new Set<string>();
    while (url) {
      const { body }: { body: any } = await client.json('POST', '/api/v2/variant/feed', { url });
      for (const key of ['listHtml', 'paginatorHtml', 'nextPageUrl', 'dataLayer']) expect(body).toHaveProperty(key);
      cards += cardCount(body.listHtml);
      total = body.pagination.totalCount;
      for (const id of body.listHtml.matchAll(/data-etl-widget="product-card" data-etl-variant-id="(\d+)"/g)) seen.add(id[1]);
      url = body.nextPageUrl;
    }
    expect(cards).toBe(total);
    expect(seen.size).toBe(total);
  });

  it('offers smart prompts whose counts match the listing they lead to', async () => {
    const { body } = await client.json('POST', '/api/v2/variant/filtering', { url: '/producten/banken' });
    const smart = body.groups.find((g: { type: string }) => g.type === 'smartPrompt');
    expect(smart.choices.length).toBeGreaterThanOrEqual(2);
    for (const choice of smart.choices.filter((c: { ident: string }) => c.ident !== 'best-beoordeeld')) {
      const next = (await client.json('POST', '/api/v2/variant/filtering', { url: choice.url })).body;
      expect(next.totalCount, choice.name).toBe(choice.count);
    }
  });

  it('filters with dimensie, prijsVanaf and prijsTot and counts choices', async () => {
    const all = (await client.json('POST', '/api/v2/variant/filtering', { url: '/producten/banken' })).body;
    const colour = all.groups.find((g: { ident: string }) => g.ident === 'kleur').choices[0];
    const filtered = (await client.json('POST', '/api/v2/variant/filtering', { url: colour.url })).body;
    expect(filtered.totalCount).toBe(colour.count);
    expect(filtered.url).toContain(`dimensie=${colour.ident}`);
    const priced = (await client.json('POST', '/api/v2/variant/filtering', { url: '/producten/banken?prijsVanaf=500&prijsTot=1000' })).body;
    expect(priced.groups.find((g: { ident: string }) => g.ident === 'price').range).toMatchObject({ selectedMin: 500, selectedMax: 1000 });
    const searched = (await client.json('POST', '/api/v2/variant/filtering', { url: '/search?q=bank' })).body;
    expect(searched.groups.find((g: { type: string }) => g.type === 'search').search).toEqual({ ident: 'q', query: 'bank', url: '/search' });
    const prices = [...priced.listHtml.matchAll(/data-etl-price="([\d.]+)"/g)].map((m: RegExpMatchArray) => Number(m[1]));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p >= 500 && p <= 1000)).toBe(true);
  });

  it('serves search, sale, vouchers, shop, brand and price-drop listings', async () => {
    for (const url of ['/search?q=bank', '/?q=lamp', '/producten/sale', '/producten/vouchers', '/producten/shop/' + server.db.prepare('SELECT slug FROM eshops LIMIT 1').pluck().get(), '/eshop/1', '/price-drops/banken', '/merken/nordhaven', '/producten/woonkamer']) {
      const { status, body } = await client.json('POST', '/api/v2/variant/feed', { url });
      expect(status, url).toBe(200);
      expect(body.pagination.totalCount, url).toBeGreaterThan(0);
    }
  });

  it('rejects bad filtering requests naming the field', async () => {
    expectError(await client.json('POST', '/api/v2/variant/feed'), 400, 'filteringRequest');
    expectError(await client.json('POST', '/api/v2/variant/feed', {}), 400, 'url');
    expectError(await client.json('POST', '/api/v2/variant/feed', { url: 42 }), 400, 'url');
    expectError(await client.json('POST', '/api/v2/variant/feed', { url: '/producten/bestaat-niet' }), 404, 'url');
    expectError(await client.json('POST', '/api/v2/variant/feed', { url: '/producten/banken?page=999' }), 404, 'url');
    expectError(await client.json('POST', '/api/v2/variant/feed', { url: '/producten/%E0' }), 404, 'url');
    expectError(await client.json('POST', '/api/v2/variant/filtering', { url: 'https://elders.example/producten/banken' }), 400, 'url');
    expectError(await client.json('POST', '/api/v2/variant/filtering', { url: '//elders.example/producten/banken' }), 400, 'url');
    expect((await client.json('POST', '/api/v2/variant/filtering', { url: `${server.url}/producten/banken` })).status).toBe(200);
    expectError(await client.json('POST', '/api/v2/variant/filtering', { url: '/' + 'x'.repeat(120_000) }), 413, 'filteringRequest');
  });
});

describe('other main API calls', () => {
  it('GET /api/v2/menu answers the four trees', async () => {
    const { body } = await client.json('GET', '/api/v2/menu');
    expect(Object.keys(body).sort()).toEqual(['gifts', 'primary', 'rooms', 'top']);
    expect(body.primary[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), imageUrl: expect.any(String), slug: expect.any(String) });
    expect(body.primary[0].children.length).toBeGreaterThan(0);
  });

  it('POST /api/v2/variant/by-ids answers full variants', async () => {
    const { status, body } = await client.json('POST', '/api/v2/variant/by-ids', [10001, 10002, 99999999]);
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    const v = body[0];
    for (const key of ['id', 'name', 'description', 'slug', 'eshop', 'price', 'discount', 'voucher', 'discounted', 'inStock', 'category', 'active', 'disabled', 'dataLayer', 'freeShipping', 'tier', 'clickSource', 'adminMode', 'reviews', 'dimensions', 'promoTags', 'hasDeliveries', 'image', 'images', 'coolingOffPeriod', 'deliveryPrice', 'deliveryInDays', 'alternativeOffersCount', 'displayParameters', 'highlighted', 'topProductLabel']) {
      expect(v, key).toHaveProperty(key);
    }
    expect(v.eshop).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String), paid: expect.any(Boolean) });
    expect(Object.keys(v.price).sort()).toEqual(['installmentAmount', 'installmentMonths', 'price', 'priceBeforeDiscount']);
    expect(v.promoTags).toEqual({ bestseller: expect.any(Boolean), blackFriday: expect.any(Boolean), gardenSales: expect.any(Boolean), priceDrop: expect.any(Boolean) });
    expect(v).not.toHaveProperty('esRank');
    expectError(await client.json('POST', '/api/v2/variant/by-ids', ['a']), 400, 'variantIds');
    expectError(await client.json('POST', '/api/v2/variant/by-ids', { ids: 'x' }), 400, 'variantIds');
  });

  it('adds admin fields for admins only', async () => {
    const admin = new Client(server.url);
    await admin.login(logins.admin.email, logins.admin.password);
    const { body } = await admin.json('POST', '/api/v2/variant/by-ids', [10001]);
    expect(body[0]).toMatchObject({ adminMode: true, esRank: expect.any(Number), optimizationType: expect.stringMatching(/automatic|manual|stableRank/) });
  });

  it('answers deliveries and similar variants', async () => {
    const deliveries = await client.json('GET', '/api/v2/variant/10001/deliveries');
    expect(deliveries.status).toBe(200);
    expect(deliveries.body[0]).toMatchObject({ providerLabel: expect.any(String), logo: expect.any(String), items: expect.any(Array) });
    expect(Object.keys(deliveries.body[0].items[0]).sort()).toEqual(['deliveryDays', 'id', 'label', 'price', 'priceCod', 'type']);
    const similar = await client.json('GET', '/api/v2/variant/10001/similarity?mode=onlyCache');
    expect(similar.body.length).toBeGreaterThan(0);
    expectError(await client.json('GET', '/api/v2/variant/10001/similarity?mode=sometimes'), 400, 'mode');
    // A cold variant: the cache has nothing until the similarity service (onlyAPI) computed it once.
    const cold = server.db.prepare('SELECT id FROM variants WHERE id % 3 = 0 AND active = 1 LIMIT 1').pluck().get() as number;
    expect((await client.json('GET', `/api/v2/variant/${cold}/similarity?mode=onlyCache`)).body).toEqual([]);
    const computed = await client.json('GET', `/api/v2/variant/${cold}/similarity?mode=onlyAPI`);
    expect(computed.body.length).toBeGreaterThan(0);
    expect((await client.json('GET', `/api/v2/variant/${cold}/similarity?mode=onlyCache`)).body).toEqual(computed.body);
    expectError(await client.json('GET', '/api/v2/variant/99999999/deliveries'), 404, 'variantId');
  });

  it('answers reviews and the reviews modal', async () => {
    const id = server.db.prepare('SELECT variant_id FROM reviews GROUP BY variant_id HAVING COUNT(*) >= 3 LIMIT 1').pluck().get() as number;
    const page = await client.json('POST', '/api/v2/variant/reviews?page=1&type=all', { variantId: id });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, hasMore: expect.any(Boolean) });
    const review = page.body.reviews[0];
    for (const key of ['externalId', 'userId', 'userNickName', 'userAvatar', 'value', 'dateTime', 'imageIds', 'text', 'reply', 'pluses', 'minuses', 'translatedFrom', 'eshop', 'source', 'variant']) {
      expect(review, key).toHaveProperty(key);
    }
    expect(review.text).toHaveProperty('originalText');
    const withImage = await client.json('POST', '/api/v2/variant/reviews?type=withImage', { variantId: id });
    expect(withImage.body.reviews.every((r: { imageIds: number[] }) => r.imageIds.length > 0)).toBe(true);
    const modal = await client.json('POST', '/api/v2/variant/reviews-modal', { variantId: id });
    expect(modal.body).toMatchObject({ rating: expect.any(Number), imagesCount: expect.any(Number), reviews: expect.any(Array) });
    expect(modal.body.reviewsCount).toBeGreaterThanOrEqual(3);
    expect(modal.body.summary).toMatchObject({ pros: expect.any(Array), cons: expect.any(Array), web: { summary: expect.any(String), sources: expect.any(Array) } });
    expectError(await client.json('POST', '/api/v2/variant/reviews?type=some', { variantId: id }), 400, 'type');
    expectError(await client.json('POST', '/api/v2/variant/reviews', {}), 400, 'variantId');
    expectError(await client.json('POST', '/api/v2/variant/reviews', { variantId: '1' }), 400, 'variantId');
    expectError(await client.json('POST', '/api/v2/variant/reviews-modal', { variantId: 99999999 }), 404, 'variantId');
    expectError(await client.json('POST', '/api/v2/variant/reviews-modal'), 400, 'requestBody');
  });

  it('answers the article and inspiration feeds', async () => {
    const articles = await client.json('POST', '/api/v2/articles/feed', { url: '/magazine' });
    expect(articles.body).toMatchObject({ listHtml: expect.stringContaining('/artikel/'), paginatorHtml: expect.any(String), nextPageUrl: '/magazine?page=2' });
    const feed = await client.json('POST', '/api/v2/inspiration/feed', { url: '/inspirations' });
    expect(feed.body.inspirations).toHaveLength(12);
    expect(feed.body.inspirations[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), isStl: expect.any(Boolean), ownerName: expect.any(String) });
    expect(feed.body.inspirations[0].images[0]).toMatchObject({ originalWidth: 1200, originalHeight: 900, aspectRatio: expect.any(Number) });
    expect(feed.body.inspirations[0].images[0].variants[0]).toEqual({ variantId: expect.any(Number), x: expect.any(Number), y: expect.any(Number) });
    expect(feed.body.nextPageUrl).toBe('/inspirations?page=2');
    // 'Meer artikelen': the listing-feed widget in the answer's paginator, a link to the next page.
    expect(articles.body.paginatorHtml).toMatch(/data-etl-widget="listing-feed"[^>]*data-etl-endpoint="articles"[\s\S]*href="\/magazine\?page=2"[^>]*>Meer artikelen</);
    // The inspiration feed answers as the spec writes it: records and the next page, no HTML (the browser draws it).
    expect(Object.keys(feed.body).sort()).toEqual(['inspirations', 'nextPageUrl']);
    const second = await client.json('POST', '/api/v2/inspiration/feed', { url: '/inspirations?page=2' });
    expect(second.body.nextPageUrl).toBe('/inspirations?page=3');
    const filtering = await client.json('POST', '/api/v2/inspiration/filtering', { url: '/inspirations?ruimte=woonkamer' });
    expect(filtering.body.groups.map((g: { ident: string }) => g.ident)).toEqual(['ruimte', 'stijl', 'eigenaar']);
    const room = filtering.body.groups[0].choices.find((c: { ident: string }) => c.ident === 'woonkamer');
    expect(room.selected).toBe(true);
    expect(filtering.body.totalCount).toBe(room.count);
    expectError(await client.json('POST', '/api/v2/articles/feed', { url: '/elders' }), 404, 'url');
  });

  it('interprets an AI search query into a listing URL', async () => {
    const { status, body } = await client.json('POST', '/api/v2/ai-search', { query: 'groene bank onder 800 euro' });
    expect(status).toBe(200);
    expect(body.url).toContain('dimensie=kleur-groen');
    expect(body.url).toContain('prijsTot=800');
    expect(body.filtersCount).toBe(2);
    expect(typeof body.resultsCount).toBe('number');
    expectError(await client.json('POST', '/api/v2/ai-search', { query: ' ' }), 400, 'query');
    expectError(await client.json('POST', '/api/v2/ai-search', { query: 'bank', categoryId: 'x' }), 400, 'categoryId');
    expectError(await client.json('POST', '/api/v2/ai-search'), 400, 'aiSearchRequest');
  });

  it('stores consent, experiment events and viewed experiments, and nothing on bad input', async () => {
    expect((await client.request('POST', '/api/v2/consent', { essential: true, marketing: false, analytics: true, functional: true })).status).toBe(204);
    expect(server.count('SELECT COUNT(*) AS n FROM consents')).toBe(1);
    expectError(await client.json('POST', '/api/v2/consent', { essential: true, marketing: 'ja', analytics: true, functional: true }), 400, 'marketing');
    expectError(await client.json('POST', '/api/v2/consent'), 400, 'consentSettings');
    expect(server.count('SELECT COUNT(*) AS n FROM consents')).toBe(1);
    // Beacons send text/plain.
    expect((await client.request('POST', '/api/v2/experiment-event', JSON.stringify({ name: 'card_click', params: { a: 1 } }), { 'content-type': 'text/plain' })).status).toBe(204);
    expectError(await client.json('POST', '/api/v2/experiment-event', { params: {} }), 400, 'name');
    expect(server.count('SELECT COUNT(*) AS n FROM experiment_events')).toBe(1);
    expect((await client.get('/api/v2/viewed-experiments?ex=exp-1:var-2')).status).toBe(204);
    expectError(await client.json('GET', '/api/v2/viewed-experiments'), 400, 'ex');
    expect(server.count('SELECT COUNT(*) AS n FROM viewed_experiments')).toBe(1);
  });

  it('answers the user calls for visitors and users', async () => {
    expectError(await client.json('GET', '/api/v2/user/favourites-share'), 401, null);
    expectError(await client.json('GET', '/api/v2/user/variants-liked'), 400, 'sort');
    expectError(await client.json('GET', '/api/v2/user/variants-liked?sort=random'), 400, 'sort');
    expectError(await client.json('GET', '/api/v2/user/variants-liked?sort=newest&pageSize=0'), 400, 'pageSize');
    expectError(await client.json('GET', '/api/v2/user/variants-liked?sort=newest&encryptedShare=abc'), 404, 'encryptedShare');
    expect((await client.json('GET', '/api/v2/user/variants-liked?sort=newest')).body).toEqual({ variants: [], pagination: { page: 1, pageSize: 24, pageCount: 1, totalCount: 0 } });

    const user = new Client(server.url);
    await user.login(logins.shopper.email, logins.shopper.password);
    for (const id of [10040, 10041, 10042]) await user.post(`/api/v1/nl/like/variant/${id}`);
    const share = await user.json('GET', '/api/v2/user/favourites-share');
    expect(share.body.encryptedShare).toMatch(/^[\w-]+$/);
    const shared = await client.json('GET', `/api/v2/user/variants-liked?sort=price-asc&pageSize=2&encryptedShare=${share.body.encryptedShare}`);
    expect(shared.body.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 2, totalCount: 3 });
    expect(shared.body.variants[0].price.price).toBeLessThanOrEqual(shared.body.variants[1].price.price);
    const onSale = await user.json('GET', '/api/v2/user/favourites-on-sale?limit=5');
    expect(Array.isArray(onSale.body)).toBe(true);
    await user.get('/product/v/10040');
    const remarketing = await user.json('GET', '/api/v2/user/remarketing-variants?limit=5');
    expect(remarketing.body.map((v: { id: number }) => v.id)).toEqual([10040]);
    expectError(await user.json('GET', '/api/v2/user/remarketing-variants?limit=x'), 400, 'limit');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { status, body } = await client.json('GET', '/api/v2/bestaat-niet');
    expect(status).toBe(404);
    expect(body.error.code).toBe('not_found');
  });
});

interface CardsAnswer {
  title: string;
  clickSource: number;
  requestId: string;
  firstPosition: number;
  eagerImages: number;
  christmasThresholdDays: number;
  secondCurrency: null;
  cards: ProductCardData[];
  nextPageUrl: string | null;
  pagination: { page: number; pageSize: number; pageCount: number; totalCount: number };
}

/** Each answer has a request id of its own: the cards compare without it. */
const withoutRequestId = (html: string, requestId: string) => html.replaceAll(requestId, 'ri');

describe('POST /api/v2/variant/cards', () => {
  it("answers a listing page's cards as data that the card renderer draws as the feed's listHtml", async () => {
    const cards = (await client.json('POST', '/api/v2/variant/cards', { url: '/producten/woonkamer?page=2' })).body as CardsAnswer;
    const feed = (await client.json('POST', '/api/v2/variant/feed', { url: '/producten/woonkamer?page=2' })).body;
    expect(cards.pagination).toEqual(feed.pagination);
    expect(cards.nextPageUrl).toBe(feed.nextPageUrl);
    expect(cards.cards).toHaveLength(60);
    expect(cards).toMatchObject({ title: 'Woonkamer', clickSource: 1, firstPosition: 61, eagerImages: 0, christmasThresholdDays: 30, secondCurrency: null });
    const feedRequestId = /ri=([0-9a-f]+)/.exec(feed.listHtml)![1]!;
    const drawn = cards.cards
      .map((variant, i) =>
        renderProductCard(variant, {
          clickSource: cards.clickSource,
          position: cards.firstPosition + i,
          requestId: cards.requestId,
          eagerImage: i < cards.eagerImages,
          headingLevel: 3,
          christmas: { thresholdDays: cards.christmasThresholdDays, now: new Date() },
          secondCurrency: cards.secondCurrency,
        }).value,
      )
      .join('');
    expect(withoutRequestId(drawn, cards.requestId)).toBe(withoutRequestId(feed.listHtml, feedRequestId));
  });

  it('loads the first 4 images of the first page eagerly and refuses a page beyond the last', async () => {
    const { body } = await client.json('POST', '/api/v2/variant/cards', { url: '/producten/woonkamer' });
    expect(body).toMatchObject({ firstPosition: 1, eagerImages: 4 });
    const beyond = await client.json('POST', '/api/v2/variant/cards', { url: '/producten/woonkamer?page=999' });
    expectError(beyond, 404, 'url');
  });
});
