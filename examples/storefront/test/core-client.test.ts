import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPageConfig, type PageConfig } from '@etalage/core';
import { postExperimentEvent } from '@etalage/core/tracking';
import { createApiClient, ResponseError, type ApiClient } from '@etalage/core/api';
import { Client, logins, startTestServer, type TestServer } from './helpers.js';

/**
 * The same API client the widgets use (`@etalage/core/api`), pointed at the real server: every call of
 * spec §7 as the client sends it, and the answers as the client types them.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A client whose requests carry the cookies of `browser` (fetch in Node has no cookie store). */
function apiFor(browser: Client): ApiClient {
  const config: PageConfig = {
    ...defaultPageConfig,
    apiHost: server.url,
    likesHost: server.url,
    adminDataHost: server.url,
    searchHost: server.url,
    trackingHost: server.url,
  };
  const cookieFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key] = value));
    return browser.request(request.method, url.pathname + url.search, body, headers);
  };
  return createApiClient(config, { fetch: cookieFetch, retryLimit: 0 });
}

describe('the core API client against the reference server', () => {
  it('loads listings, feeds, the menu and AI search', async () => {
    const api = apiFor(new Client(server.url));
    const feed = await api.fetchVariantFeed({ url: '/producten/banken' });
    expect(feed.listHtml).toContain('data-etl-widget="product-card"');
    expect(feed.nextPageUrl).toBe('/producten/banken?page=2');
    const filtering = await api.fetchVariantFiltering({ url: '/producten/banken?dimensie=kleur-groen' });
    expect(filtering.totalCount).toBeGreaterThan(0);
    expect(filtering.groups.find((g) => g.type === 'price')?.range).toMatchObject({ selectedMin: null, selectedMax: null });
    expect((await api.fetchArticlesFeed({ url: '/magazine' })).listHtml).toContain('/artikel/');
    const inspirations = await api.fetchInspirationFeed({ url: '/inspirations' });
    expect(inspirations.inspirations[0]!.images[0]).toMatchObject({ originalWidth: 1200, originalHeight: 900 });
    expect((await api.fetchInspirationFiltering({ url: '/inspirations' })).groups).toHaveLength(3);
    const menu = await api.fetchMenu();
    expect(menu.primary[0]!.children.length).toBeGreaterThan(0);
    expect((await api.aiSearch({ query: 'zwarte lamp' })).url).toContain('kleur-zwart');
  });

  it('loads variants, deliveries, similar variants and reviews', async () => {
    const api = apiFor(new Client(server.url));
    const variants = await api.fetchVariantsByIds([10001, 10002]);
    expect(variants.map((v) => v.id)).toEqual([10001, 10002]);
    expect((await api.fetchDeliveries(10001))[0]!.items.length).toBeGreaterThan(0);
    expect((await api.fetchSimilarVariants(10001, { mode: 'onlyCache' })).length).toBeGreaterThan(0);
    const reviewed = server.db.prepare('SELECT variant_id FROM review_summaries LIMIT 1').pluck().get() as number;
    const reviews = await api.fetchReviews({ variantId: reviewed }, { page: 1, type: 'withImage' });
    expect(reviews.page).toBe(1);
    const modal = await api.fetchReviewsModal({ variantId: reviewed });
    expect(modal.reviewsCount).toBeGreaterThanOrEqual(3);
    expect(modal.summary?.web?.summary).toEqual(expect.any(String));
  });

  it('sends consent, experiment events and viewed experiments', async () => {
    const api = apiFor(new Client(server.url));
    await api.sendConsent({ essential: true, marketing: true, analytics: false, functional: true });
    // The flags' one path for the event (no beacon in Node: the keepalive fetch, not awaited by the caller).
    postExperimentEvent(server.url, { name: 'search_modal_submit', params: { original_query: 'bank' } });
    await api.reportViewedExperiment('card-layout:1');
    expect(server.count('SELECT COUNT(*) AS n FROM consents')).toBe(1);
    await expect.poll(() => server.count('SELECT COUNT(*) AS n FROM experiment_events')).toBe(1);
    expect(server.count('SELECT COUNT(*) AS n FROM viewed_experiments')).toBe(1);
  });

  it('likes, batches lookups, pairs with the account and lists favourites', async () => {
    const browser = new Client(server.url);
    const api = apiFor(browser);
    const liked = await api.like('variant', 10060, { consent: true });
    expect(liked).toMatchObject({ item_id: 10060, liked_by_user: true });
    const [a, b] = await Promise.all([api.lookupLike('variant', 10060), api.lookupLike('variant', 10061)]);
    expect(a.liked_by_user).toBe(true);
    expect(b.liked_by_user).toBe(false);
    await browser.login(logins.shopper.email, logins.shopper.password);
    await api.pairLikes();
    expect((await api.fetchAllLikes('variant')).map((r) => r.item_id)).toContain(10060);
    const favourites = await api.fetchLikedVariants({ sort: 'newest', page: 1, pageSize: 10 });
    expect(favourites.variants.map((v) => v.id)).toEqual([10060]);
    const share = await api.fetchFavouritesShare();
    const shared = await apiFor(new Client(server.url)).fetchLikedVariants({ sort: 'newest', encryptedShare: share.encryptedShare });
    expect(shared.pagination.totalCount).toBe(1);
    expect((await api.unlike('variant', 10060)).liked_by_user).toBe(false);
    expect(typeof (await api.fetchReceivedLikes('variant')).count).toBe('number');
  });

  it('watches a variant and unsubscribes', async () => {
    const api = apiFor(new Client(server.url));
    await api.subscribeWatchdog(10070, { email: 'client@example.nl', targetPrice: 99 });
    expect(await api.fetchWatchdogStatus(10070)).toEqual({ subscribed: true, type: 'price', targetPrice: 99 });
    expect((await api.fetchWatchedVariants(5))[0]).toMatchObject({ type: 'price', targetPrice: 99, variant: { id: 10070 } });
    await api.unsubscribeWatchdog(10070);
    expect((await api.fetchWatchdogStatus(10070)).subscribed).toBe(false);
    await expect(api.unsubscribeWatchdogByHash('0'.repeat(32))).rejects.toBeInstanceOf(ResponseError);
  });

  it('searches and reads admin data as an admin', async () => {
    const browser = new Client(server.url);
    const api = apiFor(browser);
    const search = await api.search('  fauteuil  ');
    expect(search.data.length).toBeGreaterThan(0);
    await expect(api.fetchAdminData({ categoryId: 200, variant: 10001, variantIds: [10001] })).rejects.toMatchObject({ status: 401 });
    await browser.login(logins.admin.email, logins.admin.password);
    const metrics = await api.loadAdminMetrics({ categoryId: 200, variant: 10001, variantId: 10002, withCpc: true });
    expect(metrics).toMatchObject({ variantId: 10002, data: { cpc: expect.any(Number) } });
  });
});
