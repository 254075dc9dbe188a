import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.js';

/** The Trusted Types policies the widgets create: server HTML (`insertServerHtml`) and the service worker URL (update prompt). */
export const TRUSTED_TYPES_POLICIES = ['etalage-server-html', 'etalage-service-worker'];

/**
 * The strict CSP every page is sent, so injected markup cannot run script: scripts only with this response's nonce, and what they import
 * (`strict-dynamic`: the embed's chunks); no plugins, no `<base>`; HTML sinks take only Trusted Types.
 * Styles are not restricted here: widget styles are one static stylesheet, and the server's own
 * `style` attributes carry custom properties only.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  ].join('; ');
}

/** Gives every request a fresh nonce (for the page's script tags) and sends the policy with every HTML answer. */
export const cspMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = randomBytes(16).toString('base64');
  c.set('cspNonce', nonce);
  await next();
  // Test hook: `?csp=off` leaves the policy out, so that the XSS tests see what escaping alone prevents.
  const policyOff = c.get('deps').testHooks && c.req.query('csp') === 'off';
  if (!policyOff && c.res.headers.get('content-type')?.startsWith('text/html')) {
    c.res.headers.set('content-security-policy', contentSecurityPolicy(nonce));
  }
};
