import type { PageConfig } from '../config.js';
import { createFetchHttp, type FetchHttpOptions } from './fetch-http.js';
import { createLikesApi } from './likes.js';
import { createWatchdogApi } from './watchdog.js';

/**
 * The calls every listing page makes (likes and watchdog services) without the rest of the main API,
 * so that a page's first load carries only what its buttons need (`@etalage/core/api/session`).
 * They go through a few lines of fetch with ky's semantics (`createFetchHttp`), not through ky (6.6 KB): the like
 * lookups load with every listing. Nor does ky load with the shopper's first like: an `import()` that fails once
 * (a like made offline) fails for the rest of the page in Chromium, and the like could never be sent from it.
 */
export function createSessionClient(config: PageConfig, options: FetchHttpOptions = {}) {
  const http = createFetchHttp(options);
  return {
    ...createLikesApi(http, config),
    ...createWatchdogApi(http, config),
  };
}

export type SessionClient = ReturnType<typeof createSessionClient>;
