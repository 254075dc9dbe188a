/**
 * Test-only: a classic script that pages load first in `<head>` when the storefront runs with
 * `ETALAGE_TEST_HOOKS=1 ETALAGE_TEST_RECORDER=1` (the cross-engine end-to-end tests, e2e/engines). It records what a
 * browser's console would show as a problem, in engines whose automation protocol cannot report console messages
 * (WebKitGTK over classic WebDriver): uncaught errors, unhandled rejections, `console.error` calls, elements whose
 * resource failed to load, fetches answered with 4xx/5xx or failed (what Chromium logs as "Failed to load resource"),
 * and CSP violations (Trusted Types included). Every entry goes to `sessionStorage` under `etalage-test:problems`,
 * so entries survive the navigations of one tab on one origin, and the test reads them at its end.
 *
 * Served as a file (`/__test/recorder.js`): the storefront's pages load it with their nonce, the partner shop's
 * pages (whose CSP allows scripts from the storefront's origin, without nonces) from the storefront's origin.
 * It uses no HTML sink, so Trusted Types leave it alone.
 */
export const TEST_RECORDER_PATH = '/__test/recorder.js';
export const TEST_RECORDER_STORAGE_KEY = 'etalage-test:problems';

export const testRecorderScript = `(() => {
  'use strict';
  const KEY = ${JSON.stringify(TEST_RECORDER_STORAGE_KEY)};
  if (window.__etalageTestRecorder) return;
  window.__etalageTestRecorder = true;
  let stored = [];
  try { stored = JSON.parse(sessionStorage.getItem(KEY) || '[]'); } catch (error) { stored = []; }
  const describe = (value) => {
    if (value instanceof Error) return value.name + ': ' + value.message;
    if (typeof value === 'string') return value;
    try { return JSON.stringify(value); } catch (error) { return String(value); }
  };
  const record = (kind, text) => {
    stored.push(kind + ': ' + text + ' (on ' + location.pathname + location.search + ')');
    try { sessionStorage.setItem(KEY, JSON.stringify(stored)); } catch (error) { /* storage refused: kept in memory */ }
  };
  window.__etalageTestProblems = () => stored.slice();
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) {
      record('uncaught', (event.error ? describe(event.error) : event.message) + ' at ' + event.filename + ':' + event.lineno + ':' + event.colno);
      return;
    }
    const target = event.target;
    if (target && target !== window && target.nodeType === 1) {
      record('resource', '<' + target.localName + '> ' + (target.currentSrc || target.src || target.href || ''));
    }
  }, true);
  addEventListener('unhandledrejection', (event) => record('unhandled rejection', describe(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) => {
    record('csp', event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber);
  }, true);
  const consoleError = console.error;
  console.error = function (...args) {
    record('console.error', args.map(describe).join(' '));
    return consoleError.apply(this, args);
  };
  const originalFetch = window.fetch;
  if (typeof originalFetch === 'function') {
    window.fetch = function (input, init) {
      const method = (init && init.method) || (input instanceof Request ? input.method : 'GET');
      const url = input instanceof Request ? input.url : String(input);
      return originalFetch.call(this, input, init).then(
        (response) => {
          if (response.status >= 400) record('http', response.status + ' ' + method.toUpperCase() + ' ' + url);
          return response;
        },
        (error) => {
          if (!error || error.name !== 'AbortError') record('fetch failed', method.toUpperCase() + ' ' + url + ': ' + describe(error));
          throw error;
        },
      );
    };
  }
})();
`;
