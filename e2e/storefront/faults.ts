import { expect, type Page } from '@playwright/test';

/**
 * The faults shared by the fault-injection end-to-end tests: a 500, a timeout, a network error
 * and malformed JSON (the server's real answer cut in half: the server did its work, the answer broke on the way).
 */

export type Fault = '500' | 'timeout' | 'network' | 'malformed';
export const FAULTS: readonly Fault[] = ['500', 'timeout', 'network', 'malformed'];

export interface FaultSwitch {
  /** The fault the next matching requests get; null lets them through. */
  fault: Fault | null;
  /** Matching requests seen while a fault was set. */
  hits: number;
}

/** One route per call: the page's requests matching `path` and `method` get the switch's current fault. */
export async function faultCall(page: Page, path: RegExp, method: string): Promise<FaultSwitch> {
  const state: FaultSwitch = { fault: null, hits: 0 };
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      const request = route.request();
      if (state.fault === null || request.method() !== method || !['fetch', 'xhr'].includes(request.resourceType())) return route.fallback();
      state.hits += 1;
      switch (state.fault) {
        case '500':
          return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"injected_fault","field":null,"message":"fault"}}' });
        case 'timeout':
          return route.abort('timedout');
        case 'network':
          return route.abort('failed');
        case 'malformed': {
          const response = await route.fetch();
          const body = await response.text();
          return route.fulfill({ status: 200, contentType: 'application/json', body: body.length > 2 ? body.slice(0, Math.ceil(body.length / 2)) : '{"ok":' });
        }
      }
    },
  );
  return state;
}

/** The console errors the widgets wrote on purpose say `[etalage]`: nothing else went wrong. */
export function expectOnlyEtalageErrors(errors: string[]) {
  const unexpected = errors.filter((text) => !text.startsWith('[etalage]') && !text.startsWith('Failed to load resource'));
  expect(unexpected).toEqual([]);
}
