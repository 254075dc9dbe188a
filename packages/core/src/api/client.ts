import type { PageConfig } from '../config.js';
import { createAdminDataApi } from './admin-data.js';
import { createAuthApi } from './auth.js';
import { createHttp, type HttpOptions } from './http.js';
import { createLikesApi } from './likes.js';
import { createMainApi } from './main-api.js';
import { createSearchApi } from './search.js';
import { createWatchdogApi } from './watchdog.js';

export type ApiClientOptions = HttpOptions;

/**
 * One client for every call of spec §7, hosts and project from the page config.
 * Create it once per page (the store keeps it) so that lookups batch across widgets.
 */
export function createApiClient(config: PageConfig, options: ApiClientOptions = {}) {
  const http = createHttp(options);
  return {
    ...createMainApi(http, config),
    ...createLikesApi(http, config),
    ...createWatchdogApi(http, config),
    ...createAdminDataApi(http, config),
    ...createSearchApi(http, config),
    ...createAuthApi(http, config),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
