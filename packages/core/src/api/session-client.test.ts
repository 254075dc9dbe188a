import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createSessionClient } from './session-client.js';
import { testConfig, useTestServer } from './test-server.js';

/** Counts the loads of ky: the session client, which every listing loads before any interaction, must not need it. */
const ky = vi.hoisted(() => ({ loads: 0 }));
vi.mock('ky', async (importOriginal) => {
  ky.loads += 1;
  return importOriginal();
});

const server = useTestServer();

describe('session client (likes and watchdog, every page)', () => {
  it('sends the lookups, the likes and the watch status through fetch, without loading ky', async () => {
    const seen: string[] = [];
    server.use(
      mswHttp.all('https://likes.etalage.test/*', async ({ request }) => {
        if (request.method === 'OPTIONS') return undefined;
        seen.push(`${request.method} ${new URL(request.url).pathname}`);
        if (request.url.endsWith('/like/variant')) return HttpResponse.json([]);
        if (request.url.includes('/watchdog/')) return HttpResponse.json({ subscribed: false });
        return HttpResponse.json({ item_id: 7, liked_by_user: true, likes_count: 1 });
      }),
    );
    const client = createSessionClient(testConfig);
    await expect(client.lookupLike('variant', 7)).resolves.toEqual({ item_id: 7, liked_by_user: false, saved_by_user: false, likes_count: 0 });
    await expect(client.like('variant', 7)).resolves.toMatchObject({ liked_by_user: true });
    await expect(client.fetchWatchdogStatus(7)).resolves.toEqual({ subscribed: false });
    expect(seen).toEqual(['POST /api/v1/nl/like/variant', 'POST /api/v1/nl/like/variant/7', 'GET /api/v1/nl/watchdog/7']);
    expect(ky.loads).toBe(0);
  });
});
