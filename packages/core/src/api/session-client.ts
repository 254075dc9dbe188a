import type { PageConfig } from '../config.js';
import { FetchError } from '../errors.js';
import { createFetchHttp } from './fetch-http.js';
import type { Http, HttpMethod, HttpOptions, RequestOptions } from './http.js';
import { createLikesApi } from './likes.js';
import { createWatchdogApi } from './watchdog.js';

/**
 * The calls every listing page makes (likes and watchdog services) without the rest of the main API,
 * so that a page's first load carries only what its buttons need (`@etalage/core/api/session`).
 * What a page asks before any interaction (like lookups, liked lists, watch status) goes through a few lines of
 * fetch (`createFetchHttp`); the project's ky client (`@etalage/core/api`, 6.6 KB) loads with the first change
 * sent: a like, an unlike, a watch, a pairing. Given interceptors (ky hooks), every call goes through ky.
 */
export function createSessionClient(config: PageConfig, options: HttpOptions = {}) {
  let client: Promise<Http> | undefined;
  const http: Http = {
    async request<T>(method: HttpMethod, url: string, requestOptions?: RequestOptions): Promise<T> {
      client ??= import('./index.js').then(
        ({ createHttp }) => createHttp(options),
        (error: unknown) => {
          client = undefined; // offline: tried again with the next call
          throw new FetchError(`Request to ${url} failed: the API client did not load`, url, { cause: error });
        },
      );
      return (await client).request<T>(method, url, requestOptions);
    },
  };
  const read = options.hooks ? http : createFetchHttp(options);
  return {
    ...createLikesApi(http, config, read),
    ...createWatchdogApi(http, config, read),
  };
}

export type SessionClient = ReturnType<typeof createSessionClient>;
