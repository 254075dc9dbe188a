import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context.js';
import { asObject, booleanField, intParam, invalid, notFound, readJson, required, stringField, unauthorized } from './errors.js';
import { currentOwner } from './owner.js';
import { resolveScope, findCategoryById } from '../catalog/scopes.js';
import { parseListingState, runListing } from '../catalog/listing.js';
import { findVariant, findVariants, likeCounts, toApiVariant, VARIANT_SELECT, type VariantRow } from '../catalog/variants.js';
import { listHtml, paginatorHtml } from '../views/listing-html.js';
import { listingUrl } from '../catalog/listing.js';
import { apiInspirations, articlePage, inspirationListing, menuTrees } from '../catalog/content.js';
import { articleCardsHtml, inspirationCardsHtml, simplePaginatorHtml } from '../views/content-html.js';
import { deliveriesOf, reviewCounts, reviewPage, reviewSummary, type ReviewFilter } from '../catalog/reviews.js';
import { likedItemIds } from '../catalog/likes.js';
import { decryptShare, encryptShare, findUserById } from '../auth/users.js';
import { watchedBy } from '../catalog/watchdog.js';
import { getCookie } from 'hono/cookie';
import { VISITOR_COOKIE } from './owner.js';
import { VIEWED_COOKIE } from '../pages/viewed.js';
import type { Db } from '../db/connection.js';

/** Parses the filtering request `{url}` into a same-origin URL. */
async function filteringUrl(c: Context<AppEnv>): Promise<URL> {
  const body = asObject(await readJson(c, 'filteringRequest'), 'filteringRequest');
  const raw = stringField(body, 'url', { max: 2000 })!;
  let url: URL;
  try {
    url = new URL(raw, 'http://storefront.local');
  } catch {
    throw invalid('url', 'url is not a valid URL');
  }
  if (!raw.startsWith('/') && url.host !== new URL(c.req.url).host) throw invalid('url', 'url must be a path of this site');
  return url;
}

function apiVariants(db: Db, rows: VariantRow[], admin: boolean) {
  const likes = likeCounts(db, rows.map((r) => r.id));
  return rows.map((r) => toApiVariant(r, likes.get(r.id) ?? 0, { admin }));
}

function limitParam(raw: string | undefined, max: number, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  return Math.min(max, intParam(raw, 'limit', { min: 1, max: 1000 }));
}

/** The main API `/api/v2/...` (spec §7). */
export function mainApiRoutes() {
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
      listHtml: listHtml(db, result).value,
      paginatorHtml: paginatorHtml(result, (page) => listingUrl(scope.basePath, { ...state, page })).value,
      nextPageUrl: result.nextPageUrl,
      dataLayer: dataLayer(result),
      pagination: { page: result.page, pageSize: result.pageSize, pageCount: result.pageCount, totalCount: result.totalCount },
    });
  });

  app.post('/variant/filtering', async (c) => {
    const { db, result, scope, state } = await listing(c);
    return c.json({
      totalCount: result.totalCount,
      title: scope.title,
      groups: result.groups,
      url: result.url,
      categoryUrl: scope.category ? `/producten/${scope.category.slug}` : null,
      showAiSearch: true,
      aiSearchPlaceholder: 'Beschrijf wat je zoekt, bijvoorbeeld "groene bank onder 800 euro"',
      topHtml: '',
      listHtml: listHtml(db, result).value,
      bottomHtml: '',
      paginatorHtml: paginatorHtml(result, (page) => listingUrl(scope.basePath, { ...state, page })).value,
      nextPageUrl: result.nextPageUrl,
      dataLayer: dataLayer(result),
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
      paginatorHtml: simplePaginatorHtml(page, result.pageCount, pageUrl).value,
      nextPageUrl: page < result.pageCount ? pageUrl(page + 1) : null,
    });
  });

  app.post('/inspiration/feed', async (c) => {
    const url = await filteringUrl(c);
    if (url.pathname.replace(/\/$/, '') !== '/inspirations') throw notFound('url', 'no inspiration feed at this url');
    const result = inspirationListing(c.get('deps').db, url.searchParams);
    return c.json({ inspirations: apiInspirations(c.get('deps').db, result.rows), listHtml: inspirationCardsHtml(result.rows).value, nextPageUrl: result.nextPageUrl });
  });

  app.post('/inspiration/filtering', async (c) => {
    const url = await filteringUrl(c);
    if (url.pathname.replace(/\/$/, '') !== '/inspirations') throw notFound('url', 'no inspiration feed at this url');
    const result = inspirationListing(c.get('deps').db, url.searchParams);
    return c.json({ totalCount: result.totalCount, groups: result.groups, url: result.url });
  });

  app.post('/consent', async (c) => {
    const body = asObject(await readJson(c, 'consentSettings'), 'consentSettings');
    const values = ['essential', 'marketing', 'analytics', 'functional'].map((f) => booleanField(body, f));
    const owner = currentOwner(c);
    c.get('deps')
      .db.prepare('INSERT INTO consents (owner, essential, marketing, analytics, functional, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(owner ? `${owner.type}:${owner.id}` : null, ...values.map((v) => (v ? 1 : 0)), new Date().toISOString());
    return c.body(null, 204);
  });

  app.post('/experiment-event', async (c) => {
    const body = asObject(await readJson(c, 'experimentEvent'), 'experimentEvent');
    const name = stringField(body, 'name', { max: 200 })!;
    if (!name.trim()) throw required('name');
    const params = body.params === undefined || body.params === null ? {} : asObject(body.params, 'params');
    c.get('deps').db.prepare('INSERT INTO experiment_events (name, params, created_at) VALUES (?, ?, ?)').run(name, JSON.stringify(params), new Date().toISOString());
    return c.body(null, 204);
  });

  const viewedExperiment = (ex: string | undefined, c: Context<AppEnv>) => {
    if (!ex) throw required('ex');
    const [experiment, variation, ...rest] = ex.split(':');
    if (ex.length > 200 || !experiment || !variation || rest.length) throw invalid('ex', 'ex must be an experiment id and a variation id joined by ":"');
    c.get('deps').db.prepare('INSERT INTO viewed_experiments (ex, created_at) VALUES (?, ?)').run(ex, new Date().toISOString());
    return c.body(null, 204);
  };
  app.get('/viewed-experiments', (c) => viewedExperiment(c.req.query('ex'), c));
  app.post('/viewed-experiments', async (c) => {
    const body = asObject(await readJson(c, 'body'), 'body');
    return viewedExperiment(stringField(body, 'ex'), c);
  });

  app.get('/menu', (c) => c.json(menuTrees(c.get('deps').db)));

  app.post('/ai-search', async (c) => {
    const db = c.get('deps').db;
    const body = asObject(await readJson(c, 'aiSearchRequest'), 'aiSearchRequest');
    const query = stringField(body, 'query', { max: 500 })!.trim();
    if (!query) throw required('query');
    let basePath = '/search';
    if (body.categoryId !== undefined && body.categoryId !== null) {
      if (typeof body.categoryId !== 'number' || !Number.isInteger(body.categoryId)) throw invalid('categoryId', 'categoryId must be an integer');
      const category = findCategoryById(db, body.categoryId);
      if (!category) throw notFound('categoryId');
      basePath = `/producten/${category.slug}`;
    }
    // A small rule-based interpretation: colours and materials become filters, "onder/tot N" a price cap.
    const words = query.toLowerCase();
    const dimensie: string[] = [];
    const rest: string[] = [];
    const colours = (db.prepare('SELECT DISTINCT color FROM variants').all() as { color: string }[]).map((r) => r.color.toLowerCase());
    const materials = (db.prepare('SELECT DISTINCT material FROM variants').all() as { material: string }[]).map((r) => r.material.toLowerCase());
    let prijsTot: number | undefined;
    const priceMatch = /(?:onder|tot|max(?:imaal)?)\s*€?\s*(\d+)/.exec(words);
    if (priceMatch) prijsTot = Number(priceMatch[1]);
    for (const word of words.replace(/(?:onder|tot|max(?:imaal)?)\s*€?\s*\d+\s*(euro)?/, ' ').split(/\s+/).filter(Boolean)) {
      const colour = colours.find((k) => word === k || word === `${k}e`);
      const material = materials.find((m) => word === m || word === `${m}en`);
      if (colour) dimensie.push(`kleur-${colour}`);
      else if (material) dimensie.push(`materiaal-${material.replace(/[^a-z0-9]+/g, '-')}`);
      else rest.push(word);
    }
    const state = parseListingState(new URLSearchParams());
    const next = { ...state, dimensie: dimensie.sort(), prijsTot, query: basePath === '/search' ? rest.join(' ') || query : undefined };
    const scope = resolveScope(db, basePath, new URLSearchParams(next.query ? { q: next.query } : {}));
    const resultsCount = scope ? runListing(db, scope, next).totalCount : 0;
    return c.json({ url: listingUrl(basePath, next), filtersCount: dimensie.length + (prijsTot !== undefined ? 1 : 0), resultsCount });
  });

  app.get('/user/favourites-share', (c) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    return c.json({ encryptedShare: encryptShare(user.id, c.get('deps').secret), url: `/user/favourites/${encryptShare(user.id, c.get('deps').secret)}` });
  });

  app.get('/user/favourites-on-sale', (c) => {
    const db = c.get('deps').db;
    const limit = limitParam(c.req.query('limit'), 100, 10);
    const ids = likedItemIds(db, 'variant', currentOwner(c));
    const rows = findVariants(db, ids).filter((r) => r.price_before_discount !== null && r.price_before_discount > r.price).slice(0, limit);
    return c.json(apiVariants(db, rows, false));
  });

  app.get('/user/variants-liked', (c) => {
    const db = c.get('deps').db;
    const sort = c.req.query('sort');
    if (!sort) throw required('sort');
    if (!['newest', 'oldest', 'price-asc', 'price-desc'].includes(sort)) throw invalid('sort', 'sort must be newest, oldest, price-asc or price-desc');
    const page = c.req.query('page') ? intParam(c.req.query('page'), 'page', { min: 1 }) : 1;
    const pageSize = c.req.query('pageSize') ? intParam(c.req.query('pageSize'), 'pageSize', { min: 1, max: 100 }) : 24;
    const active = c.req.query('active');
    if (active !== undefined && !['0', '1', 'true', 'false'].includes(active)) throw invalid('active', 'active must be 0, 1, true or false');
    const share = c.req.query('encryptedShare');
    let owner = currentOwner(c);
    if (share) {
      const userId = decryptShare(share, c.get('deps').secret);
      if (userId === undefined || !findUserById(db, userId)) throw notFound('encryptedShare', 'unknown favourites link');
      owner = { type: 'user', id: String(userId) };
    }
    let rows = findVariants(db, likedItemIds(db, 'variant', owner));
    if (active === '1' || active === 'true') rows = rows.filter((r) => r.active === 1);
    if (active === '0' || active === 'false') rows = rows.filter((r) => r.active === 0);
    if (sort === 'oldest') rows.reverse();
    if (sort === 'price-asc') rows.sort((a, b) => a.price - b.price);
    if (sort === 'price-desc') rows.sort((a, b) => b.price - a.price);
    const totalCount = rows.length;
    return c.json({
      variants: apiVariants(db, rows.slice((page - 1) * pageSize, page * pageSize), false),
      pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(totalCount / pageSize)), totalCount },
    });
  });

  app.get('/user/remarketing-variants', (c) => {
    const db = c.get('deps').db;
    const limit = limitParam(c.req.query('limit'), 5, 5);
    const viewed = (getCookie(c, VIEWED_COOKIE) ?? '').split('.').filter((s) => /^\d+$/.test(s)).map(Number);
    return c.json(apiVariants(db, findVariants(db, viewed).slice(0, limit), false));
  });

  app.get('/user/variants-watched', (c) => {
    const db = c.get('deps').db;
    const limit = limitParam(c.req.query('limit'), 100, 20);
    const subscriptions = watchedBy(db, c.get('user'), getCookie(c, VISITOR_COOKIE), limit);
    const rows = new Map(findVariants(db, subscriptions.map((s) => s.variant_id)).map((r) => [r.id, r]));
    const likes = likeCounts(db, [...rows.keys()]);
    return c.json(
      subscriptions
        .filter((s) => rows.has(s.variant_id))
        .map((s) => ({ variant: toApiVariant(rows.get(s.variant_id)!, likes.get(s.variant_id) ?? 0), type: s.type, targetPrice: s.target_price })),
    );
  });

  const variantOr404 = (db: Db, raw: string) => {
    const id = intParam(raw, 'variantId', { min: 1 });
    const row = findVariant(db, id);
    if (!row) throw notFound('variantId', `no variant with id ${id}`);
    return row;
  };

  app.get('/variant/:variantId/similarity', (c) => {
    const db = c.get('deps').db;
    const row = variantOr404(db, c.req.param('variantId'));
    const mode = c.req.query('mode');
    if (mode !== undefined && mode !== 'onlyCache' && mode !== 'onlyAPI') throw invalid('mode', 'mode must be onlyCache or onlyAPI');
    const categoryId = c.req.query('categoryId') ? intParam(c.req.query('categoryId'), 'categoryId', { min: 1 }) : row.category_id;
    const rows = db
      .prepare(`${VARIANT_SELECT} WHERE v.category_id = ? AND v.id != ? AND v.active = 1 AND v.disabled = 0 ORDER BY ABS(v.price - ?) LIMIT 12`)
      .all(categoryId, row.id, row.price) as VariantRow[];
    return c.json(apiVariants(db, rows, false));
  });

  app.get('/variant/:variantId/deliveries', (c) => {
    const db = c.get('deps').db;
    const row = variantOr404(db, c.req.param('variantId'));
    return c.json(deliveriesOf(db, row.id));
  });

  const reviewRequest = async (c: Context<AppEnv>) => {
    const body = await readJson(c, 'requestBody');
    const request = asObject(body, 'requestBody');
    const raw = request.variantId;
    if (raw === undefined || raw === null) throw required('variantId');
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw <= 0) throw invalid('variantId', 'variantId must be a positive integer');
    const db = c.get('deps').db;
    if (!findVariant(db, raw)) throw notFound('variantId', `no variant with id ${raw}`);
    return { db, variantId: raw };
  };

  app.post('/variant/reviews', async (c) => {
    const type = (c.req.query('type') ?? 'all') as ReviewFilter | 'withPhoto';
    if (!['all', 'withImage', 'withPhoto'].includes(type)) throw invalid('type', 'type must be all or withImage');
    const page = c.req.query('page') ? intParam(c.req.query('page'), 'page', { min: 1 }) : 1;
    const { db, variantId } = await reviewRequest(c);
    return c.json(reviewPage(db, variantId, type === 'all' ? 'all' : 'withImage', page));
  });

  app.post('/variant/reviews-modal', async (c) => {
    const { db, variantId } = await reviewRequest(c);
    const counts = reviewCounts(db, variantId);
    const first = reviewPage(db, variantId, 'all', 1);
    return c.json({
      rating: counts.all ? counts.rating : null,
      reviewsCount: counts.all,
      imagesCount: counts.images,
      reviewsWithImageCount: counts.withImage,
      distribution: counts.distribution,
      reviews: first.reviews,
      hasMore: first.hasMore,
      reviewsWithImage: reviewPage(db, variantId, 'withImage', 1).reviews,
      summary: reviewSummary(db, variantId),
    });
  });

  app.post('/variant/by-ids', async (c) => {
    const db = c.get('deps').db;
    const body = await readJson(c, 'variantIds');
    const list = Array.isArray(body) ? body : asObject(body, 'variantIds').ids;
    if (!Array.isArray(list)) throw invalid('variantIds', 'variantIds must be an array of ids');
    if (list.length > 200) throw invalid('variantIds', 'at most 200 ids');
    const ids = list.map((id) => {
      if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) throw invalid('variantIds', 'variantIds must hold positive integers');
      return id;
    });
    return c.json(apiVariants(db, findVariants(db, [...new Set(ids)]), c.get('user')?.is_admin === 1));
  });

  return app;
}
