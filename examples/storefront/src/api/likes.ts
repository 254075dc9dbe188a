import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context.js';
import { flagParam, intParam, invalid, notFound, readJson, unauthorized } from './errors.js';
import { currentOwner, ensureOwner, ownerKey, VISITOR_COOKIE } from '../identity/owner.js';
import { checkProject } from './project.js';
import { existingVariantIds, itemTypes, like, likeRecords, likedItemIds, pairLikes, unlike, type ItemType, type LikeCounts } from '../catalog/likes.js';

const MAX_LOOKUP_IDS = 500;

function itemTypeParam(raw: string | undefined): ItemType {
  if (!itemTypes.includes(raw as ItemType)) throw invalid('itemType', `itemType must be one of ${itemTypes.join(', ')}`);
  return raw as ItemType;
}

function consentParam(raw: string | undefined): boolean | null {
  if (raw === undefined || raw === '') return null;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw invalid('consent', 'consent must be 0, 1, true or false');
}

/** The lookup's query flags (spec §7): which counts the like records carry. */
function countsParam(query: (name: string) => string | undefined): LikeCounts {
  return {
    commentsCount: flagParam(query('commentsCount'), 'commentsCount'),
    stars: flagParam(query('stars'), 'stars'),
    answersCount: flagParam(query('answersCount'), 'answersCount'),
    reviewCounts: flagParam(query('reviewCounts'), 'reviewCounts'),
  };
}

/** Likes service (spec §7): `/api/v1/{project}/like...` and the pairing call `/api/v1/{project}/login`. */
export function likesRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/:project/like/:itemType', async (c) => {
    checkProject(c.req.param('project'));
    const itemType = itemTypeParam(c.req.param('itemType'));
    const counts = countsParam((name) => c.req.query(name));
    const body = await readJson(c, 'itemIds');
    if (!Array.isArray(body)) throw invalid('itemIds', 'itemIds must be an array of item ids');
    if (body.length > MAX_LOOKUP_IDS) throw invalid('itemIds', `at most ${MAX_LOOKUP_IDS} item ids`);
    const ids = body.map((id) => {
      const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
      if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0) throw invalid('itemIds', 'itemIds must hold positive integers');
      return n;
    });
    const unique = [...new Set(ids)];
    const known = existingVariantIds(c.get('deps').db, unique);
    return c.json(likeRecords(c.get('deps').db, itemType, unique.filter((id) => known.has(id)), currentOwner(c), counts));
  });

  app.get('/:project/like-all/:itemType', (c) => {
    checkProject(c.req.param('project'));
    const itemType = itemTypeParam(c.req.param('itemType'));
    const owner = currentOwner(c);
    const db = c.get('deps').db;
    return c.json(likeRecords(db, itemType, likedItemIds(db, itemType, owner), owner));
  });

  app.get('/:project/like/received/user/:itemType', (c) => {
    checkProject(c.req.param('project'));
    const itemType = itemTypeParam(c.req.param('itemType'));
    const user = c.get('user');
    if (!user) throw unauthorized();
    const db = c.get('deps').db;
    const row = user.eshop_id
      ? (db
          .prepare('SELECT COUNT(*) AS n FROM likes l JOIN variants v ON v.id = l.item_id WHERE l.item_type = ? AND v.eshop_id = ?')
          .get(itemType, user.eshop_id) as { n: number })
      : { n: 0 };
    return c.json({ count: row.n });
  });

  const write = (method: 'POST' | 'DELETE') => async (c: Context<AppEnv>) => {
    const deps = c.get('deps');
    checkProject(c.req.param('project'));
    const itemType = itemTypeParam(c.req.param('itemType'));
    const itemId = intParam(c.req.param('itemId'), 'itemId', { min: 1 });
    const consent = method === 'POST' ? consentParam(c.req.query('consent')) : null;
    const log = (owner: string, status: number) => {
      if (deps.testHooks) deps.hooks.likeRequests.push({ method, itemType, itemId, owner, status, at: new Date().toISOString() });
    };
    if (!existingVariantIds(deps.db, [itemId]).has(itemId)) {
      log(currentOwner(c) ? ownerKey(currentOwner(c)!) : 'none', 404);
      throw notFound('itemId', `no ${itemType} with id ${itemId}`);
    }
    const owner = ensureOwner(c);
    const changed = method === 'POST' ? like(deps.db, itemType, itemId, owner, consent) : unlike(deps.db, itemType, itemId, owner);
    if (deps.testHooks) {
      log(ownerKey(owner), 200);
      if (changed) {
        const key = `${method === 'POST' ? 'like' : 'unlike'}|${itemType}|${itemId}|${ownerKey(owner)}`;
        deps.hooks.likeWrites.set(key, (deps.hooks.likeWrites.get(key) ?? 0) + 1);
      }
    }
    return c.json(likeRecords(deps.db, itemType, [itemId], owner)[0]);
  };
  app.post('/:project/like/:itemType/:itemId', write('POST'));
  app.delete('/:project/like/:itemType/:itemId', write('DELETE'));

  app.get('/:project/login', (c) => {
    checkProject(c.req.param('project'));
    const user = c.get('user');
    if (!user) throw unauthorized();
    const visitor = getCookie(c, VISITOR_COOKIE);
    const paired = visitor ? pairLikes(c.get('deps').db, visitor, user.id) : 0;
    return c.json({ paired, userId: user.id });
  });

  return app;
}

