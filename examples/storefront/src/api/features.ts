import { Hono } from 'hono';
import { defaultPageConfig } from '@etalage/core';
import type { AppEnv } from '../context.js';
import { notFound } from './errors.js';
import { streamSSE } from 'hono/streaming';
import { features, featuresUpdatedAt, onFeaturesChange } from '../catalog/features.js';
import { evaluateFeatures } from '../catalog/feature-eval.js';

/** How often the feature stream says it is alive. */
const STREAM_KEEPALIVE_MS = 15_000;

/**
 * The feature cache of spec §9 as HTTP caching: fresh for 1 minute, then served stale while revalidating up to a
 * total age of 4 hours (the SDK's own cache in the browser has the same settings, `FEATURE_CACHE_SETTINGS`).
 */
export const FEATURES_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=14340';

/**
 * GrowthBook's SDK opens the stream (`/sub/{clientKey}`) only for a host whose features answer carries this header
 * (it keeps the fact in its cache, so a page served from the cache streams too).
 */
const SSE_SUPPORT = { 'x-sse-support': 'enabled' };

/** The features as GrowthBook's endpoint and its stream's `features` event carry them. */
const payload = () => ({ features, dateUpdated: featuresUpdatedAt });

/** GrowthBook-compatible feature endpoint: `GET /api/features/{clientKey}` → `{features, dateUpdated}`. */
export function featureRoutes() {
  const app = new Hono<AppEnv>();
  const check = (key: string) => {
    if (key !== defaultPageConfig.featuresClientKey) throw notFound('clientKey', 'unknown client key');
  };
  app.get('/api/features/:clientKey', (c) => {
    check(c.req.param('clientKey'));
    return c.json({ status: 200, ...payload() }, 200, { 'cache-control': FEATURES_CACHE_CONTROL, ...SSE_SUPPORT });
  });
  app.post('/api/eval/:clientKey', async (c) => {
    check(c.req.param('clientKey'));
    const body = await c.req.json<{ attributes?: unknown }>().catch(() => ({}) as { attributes?: unknown });
    const attributes = typeof body.attributes === 'object' && body.attributes !== null ? (body.attributes as Record<string, unknown>) : {};
    return c.json({ status: 200, features: evaluateFeatures(attributes), dateUpdated: featuresUpdatedAt }, 200, { 'cache-control': 'no-store' });
  });
  // The live stream (not for remote evaluation, whose answer does not offer it: its events carry the rules), in
  // GrowthBook's format: a `features` event with the features at once and after every change,
  // and a comment now and then so that proxies keep the connection; the browser closes it when the page is hidden
  // for a while (spec §9: 20 s).
  app.get('/sub/:clientKey', (c) => {
    check(c.req.param('clientKey'));
    return streamSSE(c, async (stream) => {
      const send = () => stream.writeSSE({ event: 'features', data: JSON.stringify(payload()) });
      const stop = onFeaturesChange(() => void send().catch(() => undefined));
      stream.onAbort(stop);
      await send();
      while (!stream.aborted && !stream.closed) {
        await stream.sleep(STREAM_KEEPALIVE_MS);
        if (!stream.aborted && !stream.closed) await stream.write(': keep-alive\n\n');
      }
      stop();
    });
  });
  return app;
}
