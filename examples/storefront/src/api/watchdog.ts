import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context.js';
import { asObject, intParam, invalid, notFound, readJson, required } from './errors.js';
import { ensureOwner, VISITOR_COOKIE } from '../identity/owner.js';
import { checkProject } from './project.js';
import { existingVariantIds } from '../catalog/likes.js';
import { findSubscription, notWatching, statusOf, subscribe, unsubscribeByHash, unsubscribeOwner } from '../catalog/watchdog.js';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

/** Watchdog service (spec §7): availability and target-price subscriptions with unsubscribe hashes. */
export function watchdogRoutes() {
  const app = new Hono<AppEnv>();

  app.delete('/:project/watchdog/unsubscribe/:hash', (c) => {
    checkProject(c.req.param('project'));
    const hash = c.req.param('hash');
    if (!/^[0-9a-f]{32}$/.test(hash)) throw invalid('hash', 'hash is malformed');
    const removed = unsubscribeByHash(c.get('deps').db, hash);
    if (!removed) throw notFound('hash', 'no subscription with this hash');
    return c.json({ unsubscribed: true, variantId: removed.variant_id, ...notWatching });
  });

  const variantParam = (raw: string, db: AppEnv['Variables']['deps']['db']) => {
    const id = intParam(raw, 'variantId', { min: 1 });
    if (!existingVariantIds(db, [id]).has(id)) throw notFound('variantId', `no variant with id ${id}`);
    return id;
  };

  app.get('/:project/watchdog/:variantId', (c) => {
    checkProject(c.req.param('project'));
    const db = c.get('deps').db;
    const variantId = variantParam(c.req.param('variantId'), db);
    return c.json(statusOf(findSubscription(db, variantId, c.get('user'), getCookie(c, VISITOR_COOKIE))));
  });

  app.post('/:project/watchdog/:variantId', async (c) => {
    checkProject(c.req.param('project'));
    const db = c.get('deps').db;
    const variantId = variantParam(c.req.param('variantId'), db);
    const body = asObject(await readJson(c, 'body'), 'body');
    const user = c.get('user');
    let email = body.email;
    if (email === undefined || email === null || email === '') {
      if (!user) throw required('email');
      email = user.email;
    }
    if (typeof email !== 'string' || !EMAIL.test(email.trim())) throw invalid('email', 'email is not a valid e-mail address');
    const rawTarget = body.targetPrice;
    let targetPrice: number | null = null;
    if (rawTarget !== undefined && rawTarget !== null) {
      if (typeof rawTarget !== 'number' || !Number.isFinite(rawTarget) || rawTarget <= 0 || rawTarget > 10_000_000) {
        throw invalid('targetPrice', 'targetPrice must be a positive number');
      }
      targetPrice = Math.round(rawTarget * 100) / 100;
    }
    const visitorId = user ? null : ensureOwner(c).id;
    const subscription = subscribe(db, { variantId, email, targetPrice, userId: user?.id ?? null, visitorId });
    return c.json(statusOf(subscription));
  });

  app.delete('/:project/watchdog/:variantId', (c) => {
    checkProject(c.req.param('project'));
    const db = c.get('deps').db;
    const variantId = variantParam(c.req.param('variantId'), db);
    unsubscribeOwner(db, variantId, c.get('user'), getCookie(c, VISITOR_COOKIE));
    return c.json(notWatching);
  });

  return app;
}
