import { expect, poll, LISTING, SHORT_LISTING, test, widgetsSettled } from './fixtures.js';

/**
 * What the other flows rely on, checked in each engine: the problem recorder sees every kind of problem the
 * flows assert away (so a green flow means something), and what the engine offers of the APIs the code uses where
 * they exist (recorded as annotations of this test in reports/playwright.json; the support table of docs/browser-support.md).
 */

test('the problem recorder reports uncaught errors, rejections, console errors, failed fetches and CSP / Trusted Types violations', async ({ tab }) => {
  await tab.goto(SHORT_LISTING);
  await widgetsSettled(tab);
  const trustedTypes = await tab.evaluate(async () => {
    console.error('recorder check: console');
    setTimeout(() => {
      throw new Error('recorder check: uncaught');
    });
    void Promise.reject(new Error('recorder check: rejection'));
    await fetch('/__test/no-such-hook').catch(() => undefined);
    // An HTML sink without a policy: Trusted Types refuse it where the engine has them (require-trusted-types-for).
    let refused = false;
    try {
      document.createElement('div').innerHTML = '<b>x</b>';
    } catch {
      refused = true;
    }
    // An inline script without the nonce: the CSP blocks it (and Trusted Types refuse its text first, where present).
    try {
      const script = document.createElement('script');
      script.textContent = 'window.recorderCheck = 1';
      document.body.append(script);
    } catch {
      // Trusted Types threw: reported as a violation all the same.
    }
    return { present: typeof (window as unknown as { trustedTypes?: unknown }).trustedTypes === 'object', refused };
  });
  const kinds = ['console.error: recorder check: console', 'uncaught: Error: recorder check: uncaught', 'unhandled rejection: Error: recorder check: rejection', 'http: 404 GET', 'csp: '];
  await poll(async () => {
      const seen = await tab.problems();
      return kinds.filter((kind) => !seen.some((problem) => problem.startsWith(kind)));
    })
    .toEqual([]);
  const seen = await tab.problems();
  if (trustedTypes.present) {
    expect(trustedTypes.refused).toBe(true);
    expect(seen.some((problem) => problem.startsWith('csp: require-trusted-types-for'))).toBe(true);
  }
  expect(await tab.evaluate(() => (window as unknown as { recorderCheck?: number }).recorderCheck ?? null)).toBeNull();
  test.info().annotations.push({ type: 'trusted types', description: trustedTypes.present ? 'present and enforced' : 'missing' });
  await tab.clearProblems();
});

test('what the engine offers of the APIs the code uses where they exist, and the service worker takes control', async ({ tab }) => {
  await tab.goto(SHORT_LISTING);
  const support = await tab.evaluate(async () => {
    let clipboardWritePermission: string;
    try {
      clipboardWritePermission = (await navigator.permissions.query({ name: 'clipboard-write' as PermissionName })).state;
    } catch (error) {
      clipboardWritePermission = `query refused (${(error as Error).name})`;
    }
    return {
      trustedTypes: typeof (window as unknown as { trustedTypes?: unknown }).trustedTypes === 'object',
      requestIdleCallback: typeof requestIdleCallback === 'function',
      clipboardWriteText: typeof navigator.clipboard?.writeText === 'function',
      clipboardWritePermission,
      serviceWorker: 'serviceWorker' in navigator,
      detailsContent: CSS.supports('selector(::details-content)'),
      containerQueries: CSS.supports('container-type: inline-size'),
      dialogElement: typeof HTMLDialogElement === 'function' && 'showModal' in HTMLDialogElement.prototype,
    };
  });
  for (const [api, value] of Object.entries(support)) test.info().annotations.push({ type: api, description: String(value) });
  // The APIs without which the storefront has no fallback: present in both engines.
  expect(support).toMatchObject({ serviceWorker: true, containerQueries: true, dialogElement: true, clipboardWriteText: true });

  // The service worker registers (at idle: a timer where requestIdleCallback is missing) and controls the page.
  await poll(() => tab.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 })
    .toMatch(/\/sw\.js$/);
  // Static routes (Chromium only) are missing here: every request of a controlled page wakes the worker, whose
  // fetch handler leaves all but navigations and the offline files to the network. A POST still reaches the server.
  const like = '#product-list article[data-etl-widget="product-card"] .etl-like-button__button';
  await tab.click(like);
  await poll(() => tab.attribute(like, 'aria-pressed')).toBe('true');
  await poll(() => tab.attribute(like, 'aria-busy')).toBe('false');

  // ::details-content opens the footer's columns from 1024 px: the links of a closed panel are visible there.
  await tab.scrollIntoView('#footer-shop');
  expect(await tab.evaluate(() => (document.querySelector('#footer-shop') as HTMLDetailsElement).open)).toBe(false);
  expect(await tab.isVisible({ css: '#footer-shop a', text: 'Webshops' })).toBe(support.detailsContent);
});
