import { delay, http, HttpResponse } from 'msw';

type LikeState = Record<number, { liked: boolean; count: number }>;

/**
 * A likes service for stories: lookups, like and unlike on an in-memory table.
 * `mode` makes like/unlike hang (pending) or fail with a 500 (the button's not-saved state).
 */
export function likesService(initial: LikeState = {}, mode: 'ok' | 'pending' | 'fail' = 'ok') {
  const table: LikeState = structuredClone(initial);
  const record = (id: number) => ({
    item_id: id,
    liked_by_user: table[id]?.liked ?? false,
    saved_by_user: false,
    likes_count: table[id]?.count ?? 0,
  });
  const change = async (id: number, liked: boolean) => {
    if (mode === 'pending') await delay('infinite');
    if (mode === 'fail') return HttpResponse.json({ error: { code: 'internal', message: 'Er ging iets mis' } }, { status: 500 });
    const current = table[id] ?? { liked: false, count: 0 };
    if (current.liked !== liked) current.count += liked ? 1 : -1;
    table[id] = { liked, count: current.count };
    return HttpResponse.json(record(id));
  };
  return [
    http.post('*/api/v1/:project/like/:itemType', async ({ request }) => {
      const ids = (await request.json()) as number[];
      return HttpResponse.json(ids.map((id) => record(Number(id))));
    }),
    http.get('*/api/v1/:project/like-all/:itemType', () =>
      HttpResponse.json(Object.keys(table).map(Number).filter((id) => table[id]!.liked).map(record)),
    ),
    http.post('*/api/v1/:project/like/:itemType/:itemId', ({ params }) => change(Number(params.itemId), true)),
    http.delete('*/api/v1/:project/like/:itemType/:itemId', ({ params }) => change(Number(params.itemId), false)),
  ];
}

/** A watchdog service for stories. */
export function watchdogService(status: { subscribed: boolean; type: string | null; targetPrice: number | null }) {
  let current = { ...status };
  return [
    http.get('*/api/v1/:project/watchdog/:variantId', () => HttpResponse.json(current)),
    http.post('*/api/v1/:project/watchdog/:variantId', async ({ request }) => {
      const body = (await request.json()) as { email: string; targetPrice: number | null };
      current = { subscribed: true, type: body.targetPrice === null ? 'availability' : 'price', targetPrice: body.targetPrice };
      return HttpResponse.json(current);
    }),
    http.delete('*/api/v1/:project/watchdog/:variantId', () => {
      current = { subscribed: false, type: null, targetPrice: null };
      return HttpResponse.json(current);
    }),
  ];
}
