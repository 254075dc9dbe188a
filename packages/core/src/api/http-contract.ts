/** What every API module asks of an HTTP client: ky's (`http.ts`) and the small fetch one (`fetch-http.ts`) both give it. */
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
