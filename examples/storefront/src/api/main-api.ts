import { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { feedRoutes } from './v2/feeds.js';
import { eventRoutes } from './v2/events.js';
import { navigationRoutes } from './v2/navigation.js';
import { userRoutes } from './v2/user.js';
import { variantRoutes } from './v2/variant.js';

/** The main API `/api/v2/...` of spec §7, one module per group of calls. */
export function mainApiRoutes() {
  const app = new Hono<AppEnv>();
  app.route('/', feedRoutes());
  app.route('/', eventRoutes());
  app.route('/', navigationRoutes());
  app.route('/', userRoutes());
  app.route('/', variantRoutes());
  return app;
}
