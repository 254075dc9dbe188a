import { expect, test as base } from './server.js';

/**
 * The storefront sends a strict CSP with Trusted Types on every page (examples/storefront/src/security/csp.ts).
 * Every storefront test runs with a `securitypolicyviolation` listener on every page of its context, and fails
 * when anything was blocked: a widget that needs an inline script, an HTML string sink or a foreign script.
 */
/** The inputs that may fetch a resumed widget's code: the runtime's first signs of a shopper and its touches. */
const INPUTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart', 'pointerover', 'focusin', 'click'];

export const test = base.extend<{ cspGuard: void; inputLog: void }>({
  /**
   * Every page records the trusted inputs it hears; a failed test gets them attached ('inputs heard'). Under the whole
   * suite's load, code of resumed widgets was requested before any input of three different tests (never alone): the
   * next such failure names the event the browser sent.
   */
  inputLog: [
    async ({ context }, use, testInfo) => {
      await context.addInitScript((types: string[]) => {
        const heard: string[] = [];
        (window as unknown as { __etlInputLog: string[] }).__etlInputLog = heard;
        for (const type of types) {
          document.addEventListener(
            type,
            (event) => {
              if (!event.isTrusted || heard.length >= 200) return;
              const target = event.target instanceof Element ? event.target : null;
              const widget = target?.closest('[data-etl-widget]')?.getAttribute('data-etl-widget') ?? '';
              const at = event instanceof MouseEvent ? ` at ${event.clientX},${event.clientY}` : '';
              heard.push(`${Math.round(performance.now())} ms ${type}${at} ${target?.tagName.toLowerCase() ?? ''} ${widget}`);
            },
            { capture: true, passive: true },
          );
        }
      }, INPUTS);
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const logs: string[] = [];
      for (const page of context.pages()) {
        const log = await Promise.race([
          page.evaluate(() => (window as unknown as { __etlInputLog?: string[] }).__etlInputLog ?? []).catch(() => ['(not readable)']),
          new Promise<string[]>((resolve) => setTimeout(() => resolve(['(no answer within 2 s)']), 2_000)),
        ]);
        logs.push(`${page.url()}\n${log.join('\n') || '(none)'}`);
      }
      await testInfo.attach('inputs heard', { body: logs.join('\n\n'), contentType: 'text/plain' });
    },
    { auto: true },
  ],

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
