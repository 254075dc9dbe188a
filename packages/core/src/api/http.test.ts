import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FetchError, ResponseError } from '../errors.js';
import { createHttp } from './http.js';
import { useTestServer } from './test-server.js';

const server = useTestServer();
const url = 'https://api.etalage.test/api/v2/menu';

describe('http (spec §8)', () => {
  it('sends credentials and parses the JSON answer', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      mswHttp.get(url, ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json({ primary: [] });
      }),
    );
    await expect(createHttp().request('get', url)).resolves.toEqual({ primary: [] });
    expect(credentials).toBe('include');
  });

  it('raises a ResponseError with status and body for any non-2xx answer', async () => {
    server.use(mswHttp.post(url, () => HttpResponse.json({ message: 'nope' }, { status: 422 })));
    const error = await createHttp().request('post', url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).status).toBe(422);
    expect((error as ResponseError).body).toEqual({ message: 'nope' });
  });

  it('raises a FetchError on a network failure', async () => {
    server.use(mswHttp.get(url, () => HttpResponse.error()));
    const error = await createHttp({ retryLimit: 0 }).request('get', url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).not.toBeInstanceOf(ResponseError);
  });

  it('answers from an interceptor instead of failing when a beforeRequest hook supplies a response', async () => {
    server.use(mswHttp.get(url, () => HttpResponse.error()));
    const client = createHttp({ retryLimit: 0, hooks: { beforeRequest: [() => Response.json({ cached: true })] } });
    await expect(client.request('get', url)).resolves.toEqual({ cached: true });
  });

  it('retries idempotent GET but never POST', async () => {
    let gets = 0;
    let posts = 0;
    server.use(
      mswHttp.get(url, () => (++gets < 3 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ ok: 1 }))),
      mswHttp.post(url, () => {
        posts += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const client = createHttp({ retryDelay: () => 0 });
    await expect(client.request('get', url)).resolves.toEqual({ ok: 1 });
    expect(gets).toBe(3);
    await expect(client.request('post', url)).rejects.toBeInstanceOf(ResponseError);
    expect(posts).toBe(1);
  });

  it('gives up with a FetchError when the timeout passes', async () => {
    server.use(mswHttp.get(url, async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return HttpResponse.json({});
    }));
    const error = await createHttp({ timeout: 20, retryLimit: 0 }).request('get', url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).message).toContain('timed out');
  });

  it('raises a FetchError for a 2xx answer whose JSON is cut off, instead of answering the text', async () => {
    server.use(mswHttp.get(url, () => new HttpResponse('{"primary":[{"id":1,"na', { status: 200, headers: { 'Content-Type': 'application/json' } })));
    const error = await createHttp({ retryLimit: 0 }).request('get', url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).message).toBe(`Request to ${url} answered with malformed JSON`);
    expect((error as FetchError).cause).toBeInstanceOf(SyntaxError);
  });

  it('answers undefined for an empty 2xx body (204) and keeps a non-JSON error body as text', async () => {
    server.use(
      mswHttp.get(url, () => new HttpResponse(null, { status: 204 })),
      mswHttp.post(url, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
    );
    const client = createHttp({ retryLimit: 0 });
    await expect(client.request('get', url)).resolves.toBeUndefined();
    const error = await client.request('post', url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).body).toBe('<h1>Bad gateway</h1>');
  });
});
