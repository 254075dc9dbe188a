import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../context.js';
import { intParam, invalid, notFound, required, unauthorized } from '../errors.js';
import { currentOwner, VISITOR_COOKIE } from '../../identity/owner.js';
import { apiVariants, limitParam } from './request.js';
import { findVariants, likeCounts, toApiVariant } from '../../catalog/variants.js';
import { likedItemIds } from '../../catalog/likes.js';
import { watchedBy } from '../../catalog/watchdog.js';
import { decryptShare, encryptShare, findUserById } from '../../auth/users.js';
import { viewedIds } from '../../identity/viewed.js';

/** The `user/...` calls: favourites (and their share link), liked, remarketing and watched variants. */
export function userRoutes() {
  const app = new Hono<AppEnv>();

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
    const viewed = viewedIds(c);
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

  return app;
}
