import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequiredFieldError } from '../errors.js';
import { createApiClient } from './client.js';
import { testConfig, useTestServer } from './test-server.js';
import type { LikeRecord } from './types.js';

const server = useTestServer();
const api = () => createApiClient(testConfig, { retryDelay: () => 0 });
const API = testConfig.apiHost;
const LIKES = `${testConfig.likesHost}/api/v1/nl`;

afterEach(() => {
  vi.restoreAllMocks();
});

async function requiredField(call: () => Promise<unknown>): Promise<string> {
  const error = await Promise.resolve().then(call).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RequiredFieldError);
  return (error as RequiredFieldError).field;
}

describe('required fields (spec §5) are checked before anything is sent', () => {
  it('names every missing parameter of the list', async () => {
    const client = api(); // msw refuses unhandled requests, so a request would fail differently
    const missing = undefined as never;
    expect(await requiredField(() => client.fetchVariantFeed(missing))).toBe('filteringRequest');
    expect(await requiredField(() => client.fetchVariantFiltering(missing))).toBe('filteringRequest');
    expect(await requiredField(() => client.fetchArticlesFeed(missing))).toBe('filteringRequest');
    expect(await requiredField(() => client.fetchInspirationFeed(missing))).toBe('filteringRequest');
    expect(await requiredField(() => client.fetchInspirationFiltering(missing))).toBe('filteringRequest');
    expect(await requiredField(() => client.aiSearch(missing))).toBe('aiSearchRequest');
    expect(await requiredField(() => client.sendConsent(missing))).toBe('consentSettings');
    expect(await requiredField(() => client.fetchDeliveries(missing))).toBe('variantId');
    expect(await requiredField(() => client.fetchSimilarVariants(missing))).toBe('variantId');
    expect(await requiredField(() => client.fetchReviews(missing))).toBe('requestBody');
    expect(await requiredField(() => client.fetchReviewsModal(missing))).toBe('requestBody');
    expect(await requiredField(() => client.fetchLikedVariants({ page: 1 } as never))).toBe('sort');
    expect(await requiredField(() => client.fetchVariantsByIds(missing))).toBe('variantIds');
    expect(await requiredField(() => client.like(missing, 1))).toBe('itemType');
    expect(await requiredField(() => client.unlike('variant', missing))).toBe('itemId');
    expect(await requiredField(() => client.lookupLike('variant', missing))).toBe('itemId');
    expect(await requiredField(() => client.fetchAdminData({ variantIds: [1], variant: 1 } as never))).toBe('categoryId');
    expect(await requiredField(() => client.fetchAdminData({ categoryId: 3, variantIds: [], variant: 1 }))).toBe('variantIds');
    expect(await requiredField(() => client.fetchAdminData({ categoryId: 3, variantIds: [1] } as never))).toBe('variant');
    expect(await requiredField(() => client.search('   '))).toBe('q');
    expect(await requiredField(() => client.fetchWatchdogStatus(missing))).toBe('variantId');
    expect(await requiredField(() => client.subscribeWatchdog(5, missing))).toBe('body');
    expect(await requiredField(() => client.unsubscribeWatchdogByHash(''))).toBe('hash');
  });

  it('names project when the page config has none', async () => {
    const client = createApiClient({ ...testConfig, project: '' });
    expect(await requiredField(() => client.like('variant', 1))).toBe('project');
    expect(await requiredField(() => client.fetchWatchdogStatus(1))).toBe('project');
  });

  it('puts the field name in the message', () => {
    expect(new RequiredFieldError('variantId').message).toBe('Required parameter "variantId" is missing');
  });
});

describe('main API calls (spec §7)', () => {
  it('posts the filtering request to /api/v2/variant/filtering', async () => {
    let body: unknown;
    server.use(
      mswHttp.post(`${API}/api/v2/variant/filtering`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ totalCount: 12, groups: [] });
      }),
    );
    const answer = await api().fetchVariantFiltering({ url: '/producten/banken' });
    expect(body).toEqual({ url: '/producten/banken' });
    expect(answer.totalCount).toBe(12);
  });

  it('sends liked-variants query with sort, page and pageSize', async () => {
    let query = '';
    server.use(
      mswHttp.get(`${API}/api/v2/user/variants-liked`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ variants: [], pagination: { page: 2, pageSize: 24, pageCount: 3, totalCount: 60 } });
      }),
    );
    const answer = await api().fetchLikedVariants({ sort: 'newest', page: 2, pageSize: 24 });
    expect(query).toBe('?sort=newest&page=2&pageSize=24');
    expect(answer.pagination.totalCount).toBe(60);
  });

  it('asks reviews with page and type in the query and the request as body', async () => {
    let seen = '';
    server.use(
      mswHttp.post(`${API}/api/v2/variant/reviews`, async ({ request }) => {
        seen = `${new URL(request.url).search} ${JSON.stringify(await request.json())}`;
        return HttpResponse.json({ page: 1, hasMore: false, reviews: [] });
      }),
    );
    await api().fetchReviews({ variantId: 9 }, { page: 1, type: 'withImage' });
    expect(seen).toBe('?page=1&type=withImage {"variantId":9}');
  });

  it('sends consent by navigator.sendBeacon when it exists', async () => {
    const beacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    await api().sendConsent({ essential: true, marketing: false, analytics: true, functional: false });
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe(`${API}/api/v2/consent`);
    const blob = beacon.mock.calls[0]?.[1] as Blob;
    expect(JSON.parse(await blob.text())).toEqual({ essential: true, marketing: false, analytics: true, functional: false });
    vi.unstubAllGlobals();
  });


  it('reports a viewed experiment with the query field ex', async () => {
    let ex: string | null = null;
    server.use(
      mswHttp.get(`${API}/api/v2/viewed-experiments`, ({ request }) => {
        ex = new URL(request.url).searchParams.get('ex');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await api().reportViewedExperiment('checkout-copy:1');
    expect(ex).toBe('checkout-copy:1');
  });
});

describe('likes service', () => {
  const record = (id: number, liked = false): LikeRecord => ({
    item_id: id,
    liked_by_user: liked,
    saved_by_user: false,
    likes_count: id * 10,
  });

  it('batches lookups of one tick into one request per item type', async () => {
    const requests: string[] = [];
    server.use(
      mswHttp.post(`${LIKES}/like/:itemType`, async ({ request, params }) => {
        const ids = (await request.json()) as number[];
        requests.push(`${String(params['itemType'])}:${ids.join(',')}`);
        return HttpResponse.json(ids.filter((id) => id !== 3).map((id) => record(id, id === 1)));
      }),
    );
    const client = api();
    const [one, two, three, comparison] = await Promise.all([
      client.lookupLike('variant', 1),
      client.lookupLike('variant', 2),
      client.lookupLike('variant', 3),
      client.lookupLike('comparison', 7),
    ]);
    expect(requests.sort()).toEqual(['comparison:7', 'variant:1,2,3']);
    expect(one).toEqual(record(1, true));
    expect(two.likes_count).toBe(20);
    expect(three).toEqual({ item_id: 3, liked_by_user: false, saved_by_user: false, likes_count: 0 });
    expect(comparison.item_id).toBe(7);
  });

  it('logs a failed batch and re-queues it instead of dropping it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      mswHttp.post(`${LIKES}/like/variant`, async ({ request }) => {
        calls += 1;
        if (calls === 1) return new HttpResponse(null, { status: 500 });
        const ids = (await request.json()) as number[];
        return HttpResponse.json(ids.map((id) => record(Number(id))));
      }),
    );
    const client = api();
    const first = client.lookupLike('variant', 4);
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(client.pendingLikeLookups('variant')).toEqual(['4']);
    // A later lookup pulls the re-queued id into its own batch.
    const second = client.lookupLike('variant', 5);
    await expect(first).resolves.toEqual(record(4));
    await expect(second).resolves.toEqual(record(5));
    expect(calls).toBe(2);
    expect(String(error.mock.calls[0]?.[0])).toContain('re-queued');
  });

  it('likes a variant with consent and unlikes with DELETE', async () => {
    const seen: string[] = [];
    server.use(
      mswHttp.post(`${LIKES}/like/variant/42`, ({ request }) => {
        seen.push(`POST ${new URL(request.url).search}`);
        return HttpResponse.json(record(42, true));
      }),
      mswHttp.delete(`${LIKES}/like/comparison/42`, ({ request }) => {
        seen.push(`DELETE ${new URL(request.url).search}`);
        return HttpResponse.json(record(42));
      }),
    );
    const client = api();
    expect((await client.like('variant', 42, { consent: true })).liked_by_user).toBe(true);
    expect((await client.unlike('comparison', 42)).liked_by_user).toBe(false);
    expect(seen).toEqual(['POST ?consent=1', 'DELETE ']);
  });

  it('pairs likes with GET /api/v1/{project}/login and reads received likes', async () => {
    let paired = false;
    server.use(
      mswHttp.get(`${LIKES}/login`, () => {
        paired = true;
        return new HttpResponse(null, { status: 204 });
      }),
      mswHttp.get(`${LIKES}/like/received/user/variant`, () => HttpResponse.json({ count: 5 })),
      mswHttp.get(`${LIKES}/like-all/variant`, () => HttpResponse.json([record(1, true)])),
    );
    const client = api();
    await client.pairLikes();
    expect(paired).toBe(true);
    expect(await client.fetchReceivedLikes('variant')).toEqual({ count: 5 });
    expect(await client.fetchAllLikes('variant')).toEqual([record(1, true)]);
  });
});

describe('watchdog service', () => {
  const WATCHDOG = `${LIKES}/watchdog`;

  it('reads the status, subscribes with email and targetPrice, and unsubscribes', async () => {
    const seen: string[] = [];
    server.use(
      mswHttp.get(`${WATCHDOG}/77`, () => HttpResponse.json({ subscribed: true, type: 'price', targetPrice: 199 })),
      mswHttp.post(`${WATCHDOG}/77`, async ({ request }) => {
        seen.push(`POST ${JSON.stringify(await request.json())}`);
        return new HttpResponse(null, { status: 201 });
      }),
      mswHttp.delete(`${WATCHDOG}/77`, () => {
        seen.push('DELETE 77');
        return new HttpResponse(null, { status: 204 });
      }),
      mswHttp.delete(`${WATCHDOG}/unsubscribe/abc123`, () => {
        seen.push('DELETE hash');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const client = api();
    expect(await client.fetchWatchdogStatus(77)).toEqual({ subscribed: true, type: 'price', targetPrice: 199 });
    await client.subscribeWatchdog(77, { email: 'an@example.nl', targetPrice: 150 });
    await client.unsubscribeWatchdog(77);
    await client.unsubscribeWatchdogByHash('abc123');
    expect(seen).toEqual(['POST {"email":"an@example.nl","targetPrice":150}', 'DELETE 77', 'DELETE hash']);
  });
});

describe('admin data service', () => {
  it('batches metric ids of one tick into one pipe-joined request', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      mswHttp.get(`${testConfig.adminDataHost}/v1/data`, ({ request }) => {
        const params = Object.fromEntries(new URL(request.url).searchParams);
        queries.push(params);
        return HttpResponse.json(
          (params['variantIds'] ?? '').split('|').map((id) => ({ variantId: Number(id), data: { rank: Number(id) }, previousData: null })),
        );
      }),
    );
    const client = api();
    const [a, b] = await Promise.all([
      client.loadAdminMetrics({ categoryId: 3, variant: 1, variantId: 10, withCpc: true }),
      client.loadAdminMetrics({ categoryId: 3, variant: 1, variantId: 11, withCpc: true }),
    ]);
    expect(queries).toEqual([{ project: 'nl', categoryId: '3', variantIds: '10|11', variant: '1', withCpc: 'true' }]);
    expect(a.data?.rank).toBe(10);
    expect(b.variantId).toBe(11);
  });

  it('re-queues ids of a failed metrics batch', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      mswHttp.get(`${testConfig.adminDataHost}/v1/data`, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 502 })
          : HttpResponse.json([{ variantId: 10, data: null, previousData: null }]);
      }),
    );
    const client = createApiClient(testConfig, { retryLimit: 0 });
    const metrics = client.loadAdminMetrics({ categoryId: 3, variant: 1, variantId: 10 });
    await vi.waitFor(() => expect(calls).toBe(1));
    void client.loadAdminMetrics({ categoryId: 3, variant: 1, variantId: 10 });
    await expect(metrics).resolves.toEqual({ variantId: 10, data: null, previousData: null });
    expect(calls).toBe(2);
  });

  it('tells the caller about each failed metrics batch while the id waits for a later one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      mswHttp.get(`${testConfig.adminDataHost}/v1/data`, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 502 }) : HttpResponse.json([{ variantId: 12, data: null, previousData: null }]);
      }),
    );
    const client = createApiClient(testConfig, { retryLimit: 0 });
    const onFailure = vi.fn();
    const metrics = client.loadAdminMetrics({ categoryId: 3, variant: 1, variantId: 12 }, { onFailure });
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    void client.loadAdminMetrics({ categoryId: 3, variant: 1, variantId: 13 });
    await expect(metrics).resolves.toEqual({ variantId: 12, data: null, previousData: null });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});

describe('search service', () => {
  it('trims the query and answers the groups', async () => {
    let q: string | null = null;
    server.use(
      mswHttp.get(`${testConfig.searchHost}/v2/search`, ({ request }) => {
        q = new URL(request.url).searchParams.get('q');
        return HttpResponse.json({ data: [{ type: 6, typeName: 'Categorieën', items: [] }] });
      }),
    );
    const answer = await api().search('  bank  ');
    expect(q).toBe('bank');
    expect(answer.data[0]?.type).toBe(6);
  });

  it('passes on the AbortError of a search made stale by the next keystroke', async () => {
    server.use(
      mswHttp.get(`${testConfig.searchHost}/v2/search`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ data: [] });
      }),
    );
    const controller = new AbortController();
    const pending = api().search('ban', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
  });
});
