import ky, { HTTPError, TimeoutError, type Hooks, type KyInstance, type Options } from 'ky';
import { FetchError, ResponseError } from '../errors.js';
import type { Http, HttpMethod, RequestOptions } from './http-contract.js';
import { noAnswer, readAnswer, REQUEST_TIMEOUT_MS, responseError, RETRY_LIMIT, RETRY_METHODS, timedOut, toSearchParams, type FetchHttpOptions } from './fetch-http.js';

export { REQUEST_TIMEOUT_MS, RETRY_LIMIT, RETRY_METHODS };
export type { Http, HttpMethod, QueryValue, RequestOptions } from './http-contract.js';

export interface HttpOptions extends FetchHttpOptions {
  /** ky hooks; a `beforeRequest` hook that returns a Response acts as an interceptor (spec §8). */
  hooks?: Hooks;
}

/** Translates ky's errors into the error classes of spec §8. */
async function toSpecError(error: unknown, url: string): Promise<unknown> {
  if (error instanceof HTTPError) return responseError(error.response, url);
  if (error instanceof TimeoutError) return timedOut(url, error);
  if (error instanceof ResponseError || error instanceof FetchError) return error;
  if (error instanceof Error && error.name === 'AbortError') return error;
  return noAnswer(url, error);
}

export function createHttp(options: HttpOptions = {}): Http {
  const kyOptions: Options = {
    credentials: 'include',
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    retry: {
      limit: options.retryLimit ?? RETRY_LIMIT,
      methods: [...RETRY_METHODS],
      ...(options.retryDelay ? { delay: options.retryDelay } : {}),
    },
  };
  if (options.hooks) kyOptions.hooks = options.hooks;
  if (options.fetch) kyOptions.fetch = options.fetch;
  const instance: KyInstance = ky.create(kyOptions);

  return {
    async request<T>(method: HttpMethod, url: string, requestOptions: RequestOptions = {}): Promise<T> {
      const searchParams = toSearchParams(requestOptions.query);
      try {
        const response = await instance(url, {
          method,
          ...(searchParams ? { searchParams } : {}),
          ...(requestOptions.json !== undefined ? { json: requestOptions.json } : {}),
          ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
        });
        return (await readAnswer(response, url)) as T;
      } catch (error) {
        throw await toSpecError(error, url);
      }
    },
  };
}
