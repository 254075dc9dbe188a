import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { defaultPageConfig, type PageConfig } from '../config.js';

/** Hosts used by the API tests; absolute so that msw can match them. */
export const testConfig: PageConfig = {
  ...defaultPageConfig,
  apiHost: 'https://api.etalage.test',
  likesHost: 'https://likes.etalage.test',
  adminDataHost: 'https://admin.etalage.test',
  searchHost: 'https://search.etalage.test',
  trackingHost: 'https://tracking.etalage.test',
  featuresHost: 'https://features.etalage.test',
};

/** One msw server per test file, reset after every test. */
export function useTestServer() {
  // happy-dom's fetch sends a CORS preflight for requests with custom headers (GrowthBook does).
  const preflight = http.options('*', ({ request }) =>
    new HttpResponse(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': request.headers.get('origin') ?? '*',
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': 'GET, POST, DELETE',
        'Access-Control-Allow-Headers': request.headers.get('access-control-request-headers') ?? '*',
      },
    }),
  );
  const server = setupServer(preflight);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
