import type { PageConfig } from '../config.js';
import { createHttp, type HttpOptions } from './http.js';
import { createLikesApi } from './likes.js';
import { createWatchdogApi } from './watchdog.js';

/**
 * The calls every listing page makes (likes and watchdog services) without the rest of the main API,
 * so that a page's first load carries only what its buttons need (`@etalage/core/api/session`).
 */
export function createSessionClient(config: PageConfig, options: HttpOptions = {}) {
  const http = createHttp(options);
  return {
    ...createLikesApi(http, config),
    ...createWatchdogApi(http, config),
  };
}

export type SessionClient = ReturnType<typeof createSessionClient>;
