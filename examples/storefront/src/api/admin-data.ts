import { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { flagParam, forbidden, intParam, invalid, required, unauthorized } from './errors.js';
import { checkProject } from './project.js';
import { Random } from '../seed/random.js';
import { existingVariantIds } from '../catalog/likes.js';

/** Which ranking a metrics request reads: the listing's category and the ranking variant (spec §7 `variant`). */
interface Ranking {
  categoryId: number;
  variant: number;
}

/**
 * Deterministic ranking metrics per variant, ranking and day (the real service computes them from traffic): a
 * variant ranks differently in each category and under each ranking variant.
 */
function metrics(variantId: number, ranking: Ranking, dayOffset: number, withCpc: boolean, withQs: boolean) {
  const rnd = new Random(variantId * 31 + dayOffset + ranking.categoryId * 7_919 + ranking.variant * 104_729);
  const cpc = Math.round((0.05 + rnd.next() * 0.6) * 100) / 100;
  const ordersCoef = Math.round(rnd.next() * 200) / 100;
  const clickRateCoef = Math.round(rnd.next() * 200) / 100;
  const score = Math.round(cpc * (1 + ordersCoef) * (1 + clickRateCoef) * 1000) / 1000;
  const date = new Date(Date.UTC(2026, 10, 1) - dayOffset * 86_400_000).toISOString().slice(0, 10);
  return {
    ...(withCpc ? { cpc, sorting_cpc: Math.round(cpc * 0.9 * 100) / 100 } : {}),
    orders_coef: ordersCoef,
    click_rate_coef: clickRateCoef,
    eshop_rank: rnd.int(1, 44),
    score,
    rank: rnd.int(1, 300),
    formula: 'sorting_cpc * (1 + orders_coef) * (1 + click_rate_coef)',
    bestseller: rnd.chance(0.1),
    seller: rnd.chance(0.4),
    ...(withQs ? { qs: Math.round(rnd.next() * 100) / 10 } : {}),
    date,
  };
}

/** Admin data service `GET /v1/data` (spec §7): admins only. */
export function adminDataRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/data', (c) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    if (user.is_admin !== 1) throw forbidden();
    const project = c.req.query('project');
    if (!project) throw required('project');
    checkProject(project);
    // All three are required (spec §5); `variant` is the ranking variant (the storefront's RANKING_VARIANT), not a variant id.
    const ranking: Ranking = {
      categoryId: intParam(c.req.query('categoryId'), 'categoryId', { min: 1 }),
      variant: intParam(c.req.query('variant'), 'variant', { min: 1 }),
    };
    const variantIds = c.req.query('variantIds');
    if (!variantIds) throw required('variantIds');
    const parts = variantIds.split('|');
    if (parts.length > 200 || parts.some((p) => !/^\d+$/.test(p))) throw invalid('variantIds', 'variantIds must be pipe-joined ids (at most 200)');
    const ids = [...new Set(parts.map(Number))];
    const withCpc = flagParam(c.req.query('withCpc'), 'withCpc');
    const withQs = flagParam(c.req.query('withQs'), 'withQs');
    const known = existingVariantIds(c.get('deps').db, ids);
    return c.json(
      ids
        .filter((id) => known.has(id))
        .map((id) => ({ variantId: id, data: metrics(id, ranking, 0, withCpc, withQs), previousData: metrics(id, ranking, 7, withCpc, withQs) })),
    );
  });
  return app;
}
