import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context.js';
import { notFound } from '../errors.js';
import { filteringUrl } from './request.js';
import { resolveScope } from '../../catalog/scopes.js';
import { listingUrl, parseListingState, runListing } from '../../catalog/listing.js';
import { apiInspirations, articlePage, inspirationListing } from '../../catalog/content.js';
import { listHtml, paginatorHtml } from '../../views/listing-html.js';
import { pageConfig } from '../../views/layout.js';
import { isAdminMode } from '../../catalog/admin.js';
import { likeCounts, toCardData } from '../../catalog/variants.js';
import { christmasOption } from '../../catalog/features.js';
import { aiSearchOffer } from '../../catalog/ai-search.js';
import { articleCardsHtml, contentFeeds, simplePaginatorHtml } from '../../views/content-html.js';

/** Feed and filtering calls: `variant/feed`, `variant/filtering`, `articles/feed`, `inspiration/feed|filtering`. */
export function feedRoutes() {
  const app = new Hono<AppEnv>();

  const listing = async (c: Context<AppEnv>) => {
    const db = c.get('deps').db;
    const url = await filteringUrl(c);
    const scope = resolveScope(db, url.pathname, url.searchParams);
    if (!scope) throw notFound('url', 'no listing at this url');
    const state = parseListingState(url.searchParams);
    const result = runListing(db, scope, state);
    if (state.page > result.pageCount) throw notFound('url', 'page is beyond the last page');
    return { db, result, scope, state };
  };

  const dataLayer = (result: ReturnType<typeof runListing>) => ({
    event: 'view_item_list',
    item_list_name: result.scope.title,
    items: result.rows.map((r, i) => ({ item_id: r.id, item_name: r.name, price: r.price, index: (result.page - 1) * result.pageSize + i + 1 })),
  });

  app.post('/variant/feed', async (c) => {
    const { db, result, scope, state } = await listing(c);
    return c.json({
      listHtml: listHtml(db, result, { adminMode: isAdminMode(c, pageConfig) }).value,
      paginatorHtml: paginatorHtml(result, (page) => listingUrl(scope.basePath, { ...state, page })).value,
      nextPageUrl: result.nextPageUrl,
      dataLayer: dataLayer(result),
      pagination: { page: result.page, pageSize: result.pageSize, pageCount: result.pageCount, totalCount: result.totalCount },
    });
  });

  app.post('/variant/filtering', async (c) => {
    const { db, result, scope, state } = await listing(c);
    const aiSearch = aiSearchOffer(scope, c.get('user')?.id);
    return c.json({
      totalCount: result.totalCount,
      title: scope.title,
      groups: result.groups,
      url: result.url,
      categoryUrl: scope.category ? `/producten/${scope.category.slug}` : null,
      showAiSearch: aiSearch.show,
      aiSearchPlaceholder: aiSearch.placeholder,
      // The page's #listing-top region: the empty state when nothing matches (the page writes the same text).
      topHtml: result.totalCount === 0 ? '<div class="empty-state"><p>Geen producten gevonden. Probeer minder filters of een andere zoekterm.</p></div>' : '',
      listHtml: listHtml(db, result, { adminMode: isAdminMode(c, pageConfig) }).value,
      bottomHtml: '',
      paginatorHtml: paginatorHtml(result, (page) => listingUrl(scope.basePath, { ...state, page })).value,
      nextPageUrl: result.nextPageUrl,
      dataLayer: dataLayer(result),
      pagination: { page: result.page, pageSize: result.pageSize, pageCount: result.pageCount, totalCount: result.totalCount },
    });
  });

  /**
   * The listing's cards as data, for a page rendered by a server in another language (the Twig and Jinja2 examples):
   * the card data and the options `listHtml` hands to the card renderers, so that their templates draw the same cards.
   */
  app.post('/variant/cards', async (c) => {
    const { db, result } = await listing(c);
    const likes = likeCounts(db, result.rows.map((row) => row.id));
    return c.json({
      title: result.scope.title,
      clickSource: result.scope.clickSource,
      requestId: result.requestId,
      firstPosition: (result.page - 1) * result.pageSize + 1,
      eagerImages: result.page === 1 ? 4 : 0,
      christmasThresholdDays: christmasOption().thresholdDays,
      secondCurrency: pageConfig.secondCurrency,
      cards: result.rows.map((row) => toCardData(row, likes.get(row.id) ?? 0)),
      nextPageUrl: result.nextPageUrl,
      pagination: { page: result.page, pageSize: result.pageSize, pageCount: result.pageCount, totalCount: result.totalCount },
    });
  });

  app.post('/articles/feed', async (c) => {
    const url = await filteringUrl(c);
    const match = /^\/magazine(?:\/category\/([a-z0-9-]+))?\/?$/.exec(url.pathname);
    if (!match) throw notFound('url', 'no article feed at this url');
    const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
    const result = articlePage(c.get('deps').db, match[1], page);
    const pageUrl = (n: number) => (n > 1 ? `${url.pathname}?page=${n}` : url.pathname);
    return c.json({
      listHtml: articleCardsHtml(result.rows).value,
      paginatorHtml: simplePaginatorHtml(page, result.pageCount, pageUrl, contentFeeds.articles).value,
      nextPageUrl: page < result.pageCount ? pageUrl(page + 1) : null,
    });
  });

  app.post('/inspiration/feed', async (c) => {
    const url = await filteringUrl(c);
    if (url.pathname.replace(/\/$/, '') !== '/inspirations') throw notFound('url', 'no inspiration feed at this url');
    const result = inspirationListing(c.get('deps').db, url.searchParams);
    // The spec's answer: records, no HTML (the browser draws the cards with the server's card of @etalage/markup).
    return c.json({ inspirations: apiInspirations(c.get('deps').db, result.rows), nextPageUrl: result.nextPageUrl });
  });

  app.post('/inspiration/filtering', async (c) => {
    const url = await filteringUrl(c);
    if (url.pathname.replace(/\/$/, '') !== '/inspirations') throw notFound('url', 'no inspiration feed at this url');
    const result = inspirationListing(c.get('deps').db, url.searchParams);
    return c.json({ totalCount: result.totalCount, groups: result.groups, url: result.url });
  });

  return app;
}
