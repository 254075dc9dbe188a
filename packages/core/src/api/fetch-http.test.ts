import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FetchError, ResponseError } from '../errors.js';
import { createFetchHttp } from './fetch-http.js';
import { createSessionClient } from './session-client.js';
import { testConfig, useTestServer } from './test-server.js';

/** Counts the loads of ky: the session client (every page) must not need it. */
const ky = vi.hoisted(() => ({ loads: 0 }));
vi.mock('ky', async (importOriginal) => {
  ky.loads += 1;
  return importOriginal();
});

const server = useTestServer();
const url = 'https://likes.etalage.test/api/v1/nl/like-all/variant';
const noDelay = () => 0;

/** The fetch-based client of the session client's reads: ky's semantics (spec §8) without ky. */
describe('fetch http (the reads a page makes before any interaction)', () => {
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
        return HttpResponse.json([{ item_id: 1 }]);
      }),
    );
    await expect(createFetchHttp().request('post', url, { json: [1, 2], query: { stars: 1, skip: undefined } })).resolves.toEqual([{ item_id: 1 }]);
    expect(seen).toEqual({ method: 'POST', credentials: 'include', search: '?stars=1', type: 'application/json', body: [1, 2] });
  });

  it('raises a ResponseError with status and body for a non-2xx answer', async () => {
    server.use(mswHttp.get(url, () => HttpResponse.json({ message: 'nope' }, { status: 422 })));
    const error = await createFetchHttp().request('get', url).catch((e: unknown) => e);
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
    const error = await createFetchHttp({ retryDelay: noDelay }).request('get', url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).message).toBe(`Request to ${url} failed: no answer`);
    expect(calls).toBe(3);
  });

  it('retries a GET on a 503 but never a POST, nor a 404', async () => {
    let gets = 0;
    let posts = 0;
    server.use(
      mswHttp.get(url, () => (++gets < 3 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ ok: 1 }))),
      mswHttp.post(url, () => {
        posts += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const client = createFetchHttp({ retryDelay: noDelay });
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
    const error = await createFetchHttp({ timeout: 20, retryDelay: noDelay }).request('get', url).catch((e: unknown) => e);
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
    const request = createFetchHttp().request('get', url, { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 10);
    const error = await request;
    expect(error).not.toBeInstanceOf(FetchError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('raises a FetchError for a 2xx answer whose JSON is cut off, answers undefined for an empty one', async () => {
    server.use(mswHttp.get(url, () => new HttpResponse('[{"item_id":1,"li', { status: 200, headers: { 'Content-Type': 'application/json' } })));
    const error = await createFetchHttp().request('get', url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).message).toBe(`Request to ${url} answered with malformed JSON`);
    expect((error as FetchError).cause).toBeInstanceOf(SyntaxError);

    server.use(mswHttp.get(url, () => new HttpResponse(null, { status: 204 })));
    await expect(createFetchHttp().request('get', url)).resolves.toBeUndefined();
  });
});

describe('session client', () => {
  it('sends the lookups, the lists and the likes through fetch, without loading ky', async () => {
    const seen: string[] = [];
    server.use(
      mswHttp.all('https://likes.etalage.test/*', async ({ request }) => {
        if (request.method === 'OPTIONS') return undefined;
        seen.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json(request.url.endsWith('/like/variant') ? [] : { item_id: 7, liked_by_user: true, likes_count: 1 });
      }),
    );
    const client = createSessionClient(testConfig);
    await expect(client.lookupLike('variant', 7)).resolves.toEqual({ item_id: 7, liked_by_user: false, saved_by_user: false, likes_count: 0 });
    await expect(client.like('variant', 7)).resolves.toMatchObject({ liked_by_user: true });
    expect(seen).toEqual(['POST /api/v1/nl/like/variant', 'POST /api/v1/nl/like/variant/7']);
    expect(ky.loads).toBe(0);
  });
});
