import { FetchError, ResponseError } from '../errors.js';
import type { Http, HttpMethod, QueryValue, RequestOptions } from './http-contract.js';

/**
 * A few lines of `fetch` with ky's semantics (timeout, retries of idempotent calls, the errors of spec §8, JSON
 * checked), for the session client (likes and watchdog) that every page loads: no ky (6.6 KB) before a list or a
 * modal needs the main API. The ky client (`createHttp`) shares its constants and answer handling from here.
 */

/** Every call gets a timeout, so a hung service never leaves a widget waiting; 10 s is ky's default, stated here so it cannot silently change. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Only idempotent methods are retried: a retried POST could like an item twice. */
export const RETRY_METHODS = ['get', 'put', 'head', 'delete', 'options', 'trace'] as const;
export const RETRY_LIMIT = 2;
/**
 * ky's: the answers worth asking again for (a timeout is not retried; ky retries a 413 only with a Retry-After, whose
 * wait this client does not read: it backs off as for the others).
 */
const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];
/** ky's backoff: 300 ms, 600 ms, … */
const retryDelayOf = (attempt: number) => 300 * 2 ** (attempt - 1);

export interface FetchHttpOptions {
  timeout?: number;
  retryLimit?: number;
  /** Delay between retries, for tests. */
  retryDelay?: (attempt: number) => number;
  fetch?: typeof fetch;
}

export function toSearchParams(query: Record<string, QueryValue> | undefined): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  return params;
}

/** An error answer's body: its JSON, else its text (a proxy's page), undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Any non-2xx answer as the ResponseError of spec §8, with its status and body. */
export async function responseError(response: Response, url: string): Promise<ResponseError> {
  return new ResponseError(response.status, await readBody(response), url);
}

/**
 * A 2xx answer's body: its JSON, or undefined when empty. A body that is not JSON (cut off on the way, a proxy's
 * page) is no answer the caller can use: a FetchError, as if none had arrived, never a string posing as the data.
 */
export async function readAnswer(response: Response, url: string): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new FetchError(`Request to ${url} answered with malformed JSON`, url, { cause: error });
  }
}

export const timedOut = (url: string, cause: unknown) => new FetchError(`Request to ${url} timed out`, url, { cause });
export const noAnswer = (url: string, cause: unknown) => new FetchError(`Request to ${url} failed: no answer`, url, { cause });

/** The fetch-based client: same errors, timeout and retries as `createHttp`, without ky's hooks. */
export function createFetchHttp(options: FetchHttpOptions = {}): Http {
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  const retryLimit = options.retryLimit ?? RETRY_LIMIT;
  const delay = options.retryDelay ?? retryDelayOf;

  /** One attempt: an answer (any status) or the FetchError of none; a timeout and a caller's abort end the call. */
  async function attempt(method: HttpMethod, url: string, target: string, { json, signal }: RequestOptions): Promise<Response | FetchError> {
    const controller = new AbortController();
    let expired = false;
    const timer = setTimeout(() => {
      expired = true;
      controller.abort();
    }, timeout);
    const abort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', abort);
    if (signal?.aborted) abort();
    try {
      return await (options.fetch ?? fetch)(target, {
        method: method.toUpperCase(),
        credentials: 'include',
        signal: controller.signal,
        ...(json !== undefined ? { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } } : {}),
      });
    } catch (error) {
      if (expired) throw timedOut(url, error);
      if (signal?.aborted) throw error;
      return noAnswer(url, error);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    }
  }

  return {
    async request<T>(method: HttpMethod, url: string, requestOptions: RequestOptions = {}): Promise<T> {
      const params = toSearchParams(requestOptions.query)?.toString();
      const target = params ? `${url}?${params}` : url;
      const retries = (RETRY_METHODS as readonly string[]).includes(method) ? retryLimit : 0;
      for (let tries = 1; ; tries += 1) {
        const answer = await attempt(method, url, target, requestOptions);
        if (answer instanceof FetchError) {
          if (tries > retries) throw answer;
        } else if (answer.ok) {
          return (await readAnswer(answer, url)) as T;
        } else if (tries > retries || !RETRY_STATUSES.includes(answer.status)) {
          throw await responseError(answer, url);
        }
        await new Promise((resolve) => setTimeout(resolve, delay(tries)));
      }
    },
  };
}
