import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FetchError, ResponseError } from '../errors.js';
import { createFetchHttp } from './fetch-http.js';
import { createHttp } from './http.js';
import { useTestServer } from './test-server.js';

const server = useTestServer();
const url = 'https://api.etalage.test/api/v2/menu';
const noDelay = () => 0;

/** Both clients keep one contract: ky's (`createHttp`, the main API) and fetch's (`createFetchHttp`, the session client). */
describe.each([
  ['ky', createHttp],
  ['fetch', createFetchHttp],
])('http through %s (spec §8)', (_name, createClient) => {
  it('sends credentials, the query and a JSON body, and parses the JSON answer', async () => {
    let seen: { method: string; credentials: RequestCredentials; search: string; type: string | null; body: unknown } | undefined;
    server.use(
      mswHttp.post(url, async ({ request }) => {
        seen = {
          method: request.method,
          credentials: request.credentials,
          search: new URL(request.url).search,
          type: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ primary: [] });
      }),
    );
    await expect(createClient().request('post', url, { json: [1, 2], query: { stars: 1, skip: undefined } })).resolves.toEqual({ primary: [] });
    expect(seen).toEqual({ method: 'POST', credentials: 'include', search: '?stars=1', type: 'application/json', body: [1, 2] });
  });

  it('raises a ResponseError with status and body for any non-2xx answer', async () => {
    server.use(mswHttp.post(url, () => HttpResponse.json({ message: 'nope' }, { status: 422 })));
    const error = await createClient().request('post', url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toMatchObject({ status: 422, body: { message: 'nope' }, url });
  });

  it('raises a FetchError on a network failure, after retrying a GET twice', async () => {
    let calls = 0;
    server.use(
      mswHttp.get(url, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const error = await createClient({ retryDelay: noDelay }).request('get', url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).not.toBeInstanceOf(ResponseError);
    expect((error as FetchError).message).toBe(`Request to ${url} failed: no answer`);
    expect(calls).toBe(3);
  });

  it('retries an idempotent GET on a 503, never a POST, nor a GET answered 404', async () => {
    let gets = 0;
    let posts = 0;
    server.use(
      mswHttp.get(url, () => (++gets < 3 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ ok: 1 }))),
      mswHttp.post(url, () => {
        posts += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const client = createClient({ retryDelay: noDelay });
    await expect(client.request('get', url)).resolves.toEqual({ ok: 1 });
    expect(gets).toBe(3);
    await expect(client.request('post', url)).rejects.toBeInstanceOf(ResponseError);
    expect(posts).toBe(1);

    let missing = 0;
    server.use(
      mswHttp.get(url, () => {
        missing += 1;
        return new HttpResponse(null, { status: 404 });
      }),
    );
    await expect(client.request('get', url)).rejects.toMatchObject({ status: 404 });
    expect(missing).toBe(1);
  });

  it('gives up with a FetchError when the timeout passes, without retrying', async () => {
    let calls = 0;
    server.use(
      mswHttp.get(url, async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return HttpResponse.json({});
      }),
    );
    const error = await createClient({ timeout: 20, retryDelay: noDelay }).request('get', url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).message).toBe(`Request to ${url} timed out`);
    expect(calls).toBe(1);
  });

  it('passes a caller’s abort on as the AbortError, not as a FetchError', async () => {
    server.use(
      mswHttp.get(url, async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const request = createClient().request('get', url, { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 10);
    const error = await request;
    expect(error).not.toBeInstanceOf(FetchError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('raises a FetchError for a 2xx answer whose JSON is cut off, instead of answering the text', async () => {
    server.use(mswHttp.get(url, () => new HttpResponse('{"primary":[{"id":1,"na', { status: 200, headers: { 'Content-Type': 'application/json' } })));
    const error = await createClient({ retryLimit: 0 }).request('get', url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).message).toBe(`Request to ${url} answered with malformed JSON`);
    expect((error as FetchError).cause).toBeInstanceOf(SyntaxError);
  });

  it('answers undefined for an empty 2xx body (204) and keeps a non-JSON error body as text', async () => {
    server.use(
      mswHttp.get(url, () => new HttpResponse(null, { status: 204 })),
      mswHttp.post(url, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
    );
    const client = createClient({ retryLimit: 0 });
    await expect(client.request('get', url)).resolves.toBeUndefined();
    const error = await client.request('post', url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).body).toBe('<h1>Bad gateway</h1>');
  });
});

describe('http through ky', () => {
  it('answers from an interceptor instead of failing when a beforeRequest hook supplies a response', async () => {
    server.use(mswHttp.get(url, () => HttpResponse.error()));
    const client = createHttp({ retryLimit: 0, hooks: { beforeRequest: [() => Response.json({ cached: true })] } });
    await expect(client.request('get', url)).resolves.toEqual({ cached: true });
  });
});
