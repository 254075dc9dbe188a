import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context.js';
import type { Db } from '../../db/connection.js';
import { asObject, intParam, invalid, notFound, readJson, required } from '../errors.js';
import { apiVariants } from './request.js';
import { findVariant, findVariants, VARIANT_SELECT, type VariantRow } from '../../catalog/variants.js';
import { deliveriesOf, reviewCounts, reviewPage, reviewSummary, type ReviewFilter } from '../../catalog/reviews.js';
import { rankVisuallySimilarIn, similarityRequestForImage } from '../../catalog/similarity.js';

const similarityCaches = new WeakMap<Db, Map<string, number[]>>();
function similarityCache(db: Db): Map<string, number[]> {
  let cache = similarityCaches.get(db);
  if (!cache) similarityCaches.set(db, (cache = new Map()));
  return cache;
}

/** The `variant/...` calls: similar variants, deliveries, reviews, the reviews modal and variants by id. */
export function variantRoutes() {
  const app = new Hono<AppEnv>();

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
    const imageUrl = c.req.query('imageUrl');
    if (imageUrl !== undefined) {
      // An image search ('Vergelijkbaar uiterlijk' of what the shopper sees): ranked on the image's looks, within the
      // category; the same ranking as /products/visually-similar. No cache: the image itself is the question.
      const request = similarityRequestForImage(db, imageUrl);
      if (!request) throw invalid('imageUrl', 'imageUrl must be a product image of this storefront');
      const ranked = rankVisuallySimilarIn(db, request, categoryId).filter((result) => result.id !== row.id);
      return c.json(apiVariants(db, findVariants(db, ranked.map((result) => result.id)), false));
    }
    const cache = similarityCache(db);
    const key = `${row.id}:${categoryId}`;
    // The cache holds what the similarity service computed before, and a warm start for two thirds of the
    // variants; `onlyCache` answers from it alone (an empty list on a miss), as the real cache does.
    if (mode === 'onlyCache' && !cache.has(key) && row.id % 3 === 0) return c.json([]);
    let ids = cache.get(key);
    if (!ids) {
      const rows = db
        .prepare(`SELECT v.id FROM variants v WHERE v.category_id = ? AND v.id != ? AND v.active = 1 AND v.disabled = 0 ORDER BY ABS(v.price - ?) LIMIT 12`)
        .all(categoryId, row.id, row.price) as { id: number }[];
      ids = rows.map((r) => r.id);
      cache.set(key, ids);
    }
    return c.json(apiVariants(db, findVariants(db, ids), false));
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
