import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from './context.js';
import { ApiError, errorResponse } from './api/errors.js';
import { sessionUser } from './auth/users.js';
import { SESSION_COOKIE } from './auth/cookies.js';
import { faultInjection, streamedPages, testHookRoutes } from './api/test-hooks.js';
import { mainApiRoutes } from './api/main-api.js';
import { likesRoutes } from './api/likes.js';
import { watchdogRoutes } from './api/watchdog.js';
import { adminDataRoutes } from './api/admin-data.js';
import { searchRoutes } from './api/search.js';
import { trackingRoutes } from './api/tracking.js';
import { featureRoutes } from './api/features.js';
import { staticRoutes } from './static/files.js';
import { partnerCors } from './api/cors.js';
import { imageRoutes } from './static/images.js';
import { pageRoutes } from './pages/routes.js';
import { errorPage, notFoundPage } from './pages/render.js';
import { cspMiddleware } from './security/csp.js';

const API_PREFIXES = ['/api/', '/v1/', '/v2/', '/impression', '/sub/', '/__test/'];
const isApiPath = (path: string) => API_PREFIXES.some((p) => path.startsWith(p));

/** The storefront application: pages, API, static files, on one origin. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // A listing page is about 250 KB of HTML (60 cards); gzip makes it about 20 KB.
  app.use('*', compress());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('user', sessionUser(deps.db, getCookie(c, SESSION_COOKIE)));
    await next();
  });
  app.use('*', cspMiddleware);
  app.use('*', partnerCors());
  app.use('*', faultInjection);
  if (deps.testHooks) {
    app.use('*', streamedPages);
    app.route('/__test', testHookRoutes());
  }

  app.route('/', staticRoutes());
  app.route('/', imageRoutes());
  app.route('/api/v2', mainApiRoutes());
  app.route('/api/v1', likesRoutes());
  app.route('/api/v1', watchdogRoutes());
  app.route('/v1', adminDataRoutes());
  app.route('/v2', searchRoutes());
  app.route('/', trackingRoutes());
  app.route('/', featureRoutes());
  app.route('/', pageRoutes());

  app.notFound((c) => {
    if (isApiPath(c.req.path)) return c.json({ error: { code: 'not_found', field: null, message: `no endpoint ${c.req.method} ${c.req.path}` } }, 404);
    if (c.req.path.startsWith('/static/') || c.req.path.startsWith('/images/')) return c.text('Niet gevonden', 404);
    return notFoundPage(c);
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    console.error(`[storefront] ${c.req.method} ${c.req.path}`, error);
    if (isApiPath(c.req.path)) return c.json({ error: { code: 'internal', field: null, message: 'internal error' } }, 500);
    return errorPage(c);
  });

  return app;
}
