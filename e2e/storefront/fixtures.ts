import { expect, test as base } from './server.js';

/**
 * The storefront sends a strict CSP with Trusted Types on every page (examples/storefront/src/security/csp.ts).
 * Every storefront test runs with a `securitypolicyviolation` listener on every page of its context, and fails
 * when anything was blocked: a widget that needs an inline script, an HTML string sink or a foreign script.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__etalageCspViolation', (_source, text: string) => void violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __etalageCspViolation?: (text: string) => void }).__etalageCspViolation;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`);
        });
      });
      await use();
      expect(violations, 'CSP violations reported by the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
