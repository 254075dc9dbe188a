import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.js';

/**
 * Cross-origin calls from partner pages (web shops' pages with the partner bundle). The main API answers only the
 * partner origins it knows (`AppDeps.partnerOrigins`, from ETALAGE_PARTNER_ORIGINS): their requests get the origin
 * back with credentials allowed (spec §7: every main API call includes credentials); a preflight from an unknown
 * origin is refused with 403 and its other requests get no CORS headers, so the browser keeps the answer from them.
 * The built scripts and stylesheets are public: any origin may load them (module scripts need CORS).
 */
export function partnerCors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/static/etalage/')) {
      await next();
      c.header('access-control-allow-origin', '*');
      return;
    }
    const origin = c.req.header('origin');
    if (!origin || !path.startsWith('/api/') || origin === new URL(c.req.url).origin) return next();
    const allowed = c.get('deps').partnerOrigins.includes(origin);
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      if (!allowed) return c.text('Origin not allowed', 403, { vary: 'Origin' });
      return c.body(null, 204, {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': c.req.header('access-control-request-headers') ?? 'content-type',
        'access-control-max-age': '600',
        vary: 'Origin',
      });
    }
    await next();
    c.header('vary', 'Origin', { append: true });
    if (allowed) {
      c.header('access-control-allow-origin', origin);
      c.header('access-control-allow-credentials', 'true');
    }
  };
}
