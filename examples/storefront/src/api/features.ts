import { Hono } from 'hono';
import { defaultPageConfig } from '@etalage/core';
import type { AppEnv } from '../context.js';
import { notFound } from './errors.js';
import { features, featuresUpdatedAt } from '../catalog/features.js';

/**
 * The feature cache of spec §9 as HTTP caching: fresh for 1 minute, then served stale while revalidating up to a
 * total age of 4 hours (the SDK's own cache in the browser has the same settings, `FEATURE_CACHE_SETTINGS`).
 */
export const FEATURES_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=14340';

/** GrowthBook-compatible feature endpoint: `GET /api/features/{clientKey}` → `{features, dateUpdated}`. */
export function featureRoutes() {
  const app = new Hono<AppEnv>();
  const check = (key: string) => {
    if (key !== defaultPageConfig.featuresClientKey) throw notFound('clientKey', 'unknown client key');
  };
  app.get('/api/features/:clientKey', (c) => {
    check(c.req.param('clientKey'));
    return c.json({ status: 200, features, dateUpdated: featuresUpdatedAt }, 200, { 'cache-control': FEATURES_CACHE_CONTROL });
  });
  app.post('/api/eval/:clientKey', (c) => {
    check(c.req.param('clientKey'));
    return c.json({ status: 200, features, dateUpdated: featuresUpdatedAt });
  });
  // No live updates: the stream endpoint answers "nothing to stream" so SDKs fall back to polling.
  app.get('/sub/:clientKey', (c) => {
    check(c.req.param('clientKey'));
    return c.body(null, 204);
  });
  return app;
}
