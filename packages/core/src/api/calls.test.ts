import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './client.js';
import { testConfig, useTestServer } from './test-server.js';

const server = useTestServer();

interface Seen {
  method: string;
  url: string;
  body: unknown;
  credentials: RequestCredentials;
}

/** Records every request and answers `{ ok: true }`. */
function recordAll(): Seen[] {
  const seen: Seen[] = [];
  server.use(
    mswHttp.all('*', async ({ request }) => {
      if (request.method === 'OPTIONS') return undefined;
      const text = await request.text();
      seen.push({ method: request.method, url: request.url, body: text ? JSON.parse(text) : undefined, credentials: request.credentials });
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

const API = `${testConfig.apiHost}/api/v2`;
const filtering = { url: '/producten/banken?page=2' };

/** Every main-API, likes, watchdog, admin and search call of spec §7: [name, call, method, url, body]. */
const calls: Array<[string, (api: ApiClient) => Promise<unknown>, string, string, unknown]> = [
  ['articles feed', (api) => api.fetchArticlesFeed(filtering), 'POST', `${API}/articles/feed`, filtering],
  ['inspiration feed', (api) => api.fetchInspirationFeed(filtering), 'POST', `${API}/inspiration/feed`, filtering],
  ['inspiration filtering', (api) => api.fetchInspirationFiltering(filtering), 'POST', `${API}/inspiration/filtering`, filtering],
  ['menu', (api) => api.fetchMenu(), 'GET', `${API}/menu`, undefined],
  ['ai search', (api) => api.aiSearch({ query: 'groene bank', categoryId: 4 }), 'POST', `${API}/ai-search`, { query: 'groene bank', categoryId: 4 }],
  ['favourites share', (api) => api.fetchFavouritesShare(), 'GET', `${API}/user/favourites-share`, undefined],
  ['favourites on sale', (api) => api.fetchFavouritesOnSale(4), 'GET', `${API}/user/favourites-on-sale?limit=4`, undefined],
  [
    'liked variants',
    (api) => api.fetchLikedVariants({ sort: 'newest', encryptedShare: 'abc', active: true }),
    'GET',
    `${API}/user/variants-liked?sort=newest&encryptedShare=abc&active=true`,
    undefined,
  ],
  ['remarketing variants', (api) => api.fetchRemarketingVariants(5), 'GET', `${API}/user/remarketing-variants?limit=5`, undefined],
  ['watched variants', (api) => api.fetchWatchedVariants(3), 'GET', `${API}/user/variants-watched?limit=3`, undefined],
  [
    'similarity',
    (api) => api.fetchSimilarVariants(8, { categoryId: 2, imageUrl: 'https://img.test/1.jpg', mode: 'onlyCache' }),
    'GET',
    `${API}/variant/8/similarity?categoryId=2&imageUrl=https%3A%2F%2Fimg.test%2F1.jpg&mode=onlyCache`,
    undefined,
  ],
  ['deliveries', (api) => api.fetchDeliveries(8), 'GET', `${API}/variant/8/deliveries`, undefined],
  ['variant feed', (api) => api.fetchVariantFeed(filtering), 'POST', `${API}/variant/feed`, filtering],
  ['reviews modal', (api) => api.fetchReviewsModal({ variantId: 8 }), 'POST', `${API}/variant/reviews-modal`, { variantId: 8 }],
  ['variants by ids', (api) => api.fetchVariantsByIds([1, 2]), 'POST', `${API}/variant/by-ids`, [1, 2]],
  [
    'like records with flags',
    (api) => api.fetchLikeRecords('variant', [1, 2], { commentsCount: true, stars: true, answersCount: true, reviewCounts: true }),
    'POST',
    `${testConfig.likesHost}/api/v1/nl/like/variant?commentsCount=true&stars=true&answersCount=true&reviewCounts=true`,
    [1, 2],
  ],
  ['admin data', (api) => api.fetchAdminData({ categoryId: 1, variantIds: [5, 6], variant: 5, withQs: true }), 'GET', `${testConfig.adminDataHost}/v1/data?project=nl&categoryId=1&variantIds=5%7C6&variant=5&withQs=true`, undefined],
];

describe('every call of spec §7 uses its method, path and payload, with credentials', () => {
  it.each(calls)('%s', async (_name, call, method, url, body) => {
    const seen = recordAll();
    await call(createApiClient(testConfig));
    expect(seen).toEqual([{ method, url, body, credentials: 'include' }]);
  });
});
