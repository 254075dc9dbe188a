import { expect, test as base } from './server.js';

/**
 * The storefront sends a strict CSP with Trusted Types on every page (examples/storefront/src/security/csp.ts).
 * Every storefront test runs with a `securitypolicyviolation` listener on every page of its context, and fails
 * when anything was blocked: a widget that needs an inline script, an HTML string sink or a foreign script.
 */
import { heardInputs, INPUT_LOG_ARG, inputLog } from './input-log.js';

export const test = base.extend<{ cspGuard: void; inputLog: void }>({
  /**
   * Every page records the trusted inputs it hears; a failed test gets them attached ('inputs heard'). Under the whole
   * suite's load, code of resumed widgets was requested before any input of three different tests (never alone): the
   * next such failure names the event the browser sent.
   */
  inputLog: [
    async ({ context }, use, testInfo) => {
      await context.addInitScript(inputLog, INPUT_LOG_ARG);
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const logs: string[] = [];
      for (const page of context.pages()) {
        const log = await Promise.race([
          heardInputs(page).then((heard) => heard.map((input) => input.text), () => ['(not readable)']),
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
