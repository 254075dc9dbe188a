import ky, { HTTPError, TimeoutError, type Hooks, type KyInstance, type Options } from 'ky';
import { FetchError, ResponseError } from '../errors.js';

/** Every call gets a timeout (issue 4); 10 s is ky's default, stated here so it cannot silently change. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Only idempotent methods are retried: a retried POST could like an item twice. */
export const RETRY_METHODS = ['get', 'put', 'head', 'delete', 'options', 'trace'] as const;
export const RETRY_LIMIT = 2;

export interface HttpOptions {
  /** ky hooks; a `beforeRequest` hook that returns a Response acts as an interceptor (spec §8). */
  hooks?: Hooks;
  timeout?: number;
  retryLimit?: number;
  /** Delay between retries, for tests. */
  retryDelay?: (attempt: number) => number;
  fetch?: typeof fetch;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  json?: unknown;
  /** Aborts the request (e.g. a search superseded by the next keystroke); the AbortError is passed on. */
  signal?: AbortSignal;
}

export type HttpMethod = 'get' | 'post' | 'delete';

export interface Http {
  /** Sends one request; resolves with the parsed JSON answer (undefined for an empty body). */
  request<T>(method: HttpMethod, url: string, options?: RequestOptions): Promise<T>;
}

function toSearchParams(query: Record<string, QueryValue> | undefined): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  return params;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A 2xx answer's body: its JSON, or undefined when empty. A body that is not JSON (cut off on the way, a proxy's
 * page) is no answer the caller can use: a FetchError, as if none had arrived, never a string posing as the data.
 */
async function readAnswer(response: Response, url: string): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new FetchError(`Request to ${url} answered with malformed JSON`, url, { cause: error });
  }
}

/** Translates ky's errors into the error classes of spec §8. */
async function toSpecError(error: unknown, url: string): Promise<unknown> {
  if (error instanceof HTTPError) {
    return new ResponseError(error.response.status, await readBody(error.response), url);
  }
  if (error instanceof TimeoutError) {
    return new FetchError(`Request to ${url} timed out`, url, { cause: error });
  }
  if (error instanceof ResponseError || error instanceof FetchError) return error;
  if (error instanceof Error && error.name === 'AbortError') return error;
  return new FetchError(`Request to ${url} failed: no answer`, url, { cause: error });
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
