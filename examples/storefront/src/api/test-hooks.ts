import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.js';
import { asObject, intParam, invalid, notFound, readJson, required } from './errors.js';
import { findSimilarityRequest, rankVisuallySimilar } from '../catalog/similarity.js';
import { testRecorderScript } from '../security/test-recorder.js';
import { changeFeature, features, type FeatureKey } from '../catalog/features.js';

/** Test-only endpoints, mounted only with ETALAGE_TEST_HOOKS=1. */
export function testHookRoutes() {
  const app = new Hono<AppEnv>();

  // The problem recorder pages load first with ETALAGE_TEST_RECORDER=1 (security/test-recorder.ts).
  app.get('/recorder.js', (c) => c.body(testRecorderScript, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }));

  app.get('/likes', (c) => {
    const { db, hooks } = c.get('deps');
    const itemType = c.req.query('itemType') ?? 'variant';
    const itemId = intParam(c.req.query('itemId'), 'itemId', { min: 1 });
    const likeRows = (db.prepare('SELECT COUNT(*) AS n FROM likes WHERE item_type = ? AND item_id = ?').get(itemType, itemId) as { n: number }).n;
    const writes: Record<string, number> = {};
    let likeWrites = 0;
    let unlikeWrites = 0;
    for (const [key, n] of hooks.likeWrites) {
      const [kind, type, id, owner] = key.split('|');
      if (type !== itemType || Number(id) !== itemId) continue;
      writes[`${kind}|${owner}`] = n;
      if (kind === 'like') likeWrites += n;
      else unlikeWrites += n;
    }
    const requests = hooks.likeRequests.filter((r) => r.itemType === itemType && r.itemId === itemId);
    return c.json({ itemType, itemId, likeRows, likeWrites, unlikeWrites, writesByOwner: writes, requestCount: requests.length, requests });
  });

  // The consents recorded for one owner (`visitor:{etl_visitor}` or `user:{id}`), oldest first.
  app.get('/consents', (c) => {
    const owner = c.req.query('owner');
    if (!owner) throw required('owner');
    const rows = c
      .get('deps')
      .db.prepare('SELECT essential, marketing, analytics, functional FROM consents WHERE owner = ? ORDER BY id')
      .all(owner) as Record<string, number>[];
    return c.json({ owner, consents: rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === 1]))) });
  });

  // A review with the given texts (the XSS tests put payloads in every text a shopper can write).
  app.post('/reviews', async (c) => {
    const body = asObject(await readJson(c), 'body');
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
    const variantId = body.variantId;
    if (typeof variantId !== 'number' || !Number.isInteger(variantId) || variantId < 1) throw invalid('variantId');
    const { lastInsertRowid } = c
      .get('deps')
      .db.prepare(
        `INSERT INTO reviews (variant_id, external_id, user_nick_name, value, date_time, image_ids, text, reply_text, reply_date_time, pluses, minuses, source)
         VALUES (?, ?, ?, 5, ?, '[]', ?, ?, ?, ?, ?, 'etalage')`,
      )
      .run(variantId, `test-${Date.now()}`, text('nickName'), new Date().toISOString(), text('text'), text('reply') || null, text('reply') ? new Date().toISOString() : null, JSON.stringify([text('plus')]), JSON.stringify([text('minus')]));
    return c.json({ id: Number(lastInsertRowid) });
  });

  // A flag changed on the server (`{key, definition}`; without a definition, as shipped): open pages get it by the stream.
  app.post('/features', async (c) => {
    const body = asObject(await readJson(c), 'body');
    const key = body.key;
    if (typeof key !== 'string' || !Object.hasOwn(features, key)) throw invalid('key', 'no such flag');
    const definition = body.definition === undefined ? undefined : asObject(body.definition, 'definition');
    if (definition && !('defaultValue' in definition)) throw required('definition.defaultValue');
    changeFeature(key as FeatureKey, definition as Parameters<typeof changeFeature>[1]);
    return c.json({ ok: true, [key]: features[key as FeatureKey] });
  });

  app.post('/faults', async (c) => {
    const body = asObject(await readJson(c), 'body');
    const pathPrefix = body.pathPrefix;
    if (typeof pathPrefix !== 'string' || !pathPrefix.startsWith('/')) throw (pathPrefix === undefined ? required('pathPrefix') : invalid('pathPrefix'));
    const status = body.status;
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) throw invalid('status', 'status must be 400-599');
    const count = body.count === undefined ? 1 : body.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) throw invalid('count', 'count must be a positive integer');
    c.get('deps').hooks.faults.push({ pathPrefix, status, remaining: count });
    return c.json({ ok: true, faults: c.get('deps').hooks.faults });
  });

  app.delete('/faults', (c) => {
    c.get('deps').hooks.faults.length = 0;
    return c.json({ ok: true });
  });

  app.get('/watchdog', (c) => {
    const email = c.req.query('email');
    if (!email) throw required('email');
    const rows = c
      .get('deps')
      .db.prepare('SELECT variant_id AS variantId, hash, type, target_price AS targetPrice FROM watchdog_subscriptions WHERE email = ? COLLATE NOCASE ORDER BY id')
      .all(email) as { variantId: number; hash: string }[];
    return c.json({ email, hash: rows[0]?.hash ?? null, subscriptions: rows });
  });

  // The newest password-reset code of an account: what the emailed link would carry.
  app.get('/password-reset', (c) => {
    const email = c.req.query('email');
    if (!email) throw required('email');
    const row = c
      .get('deps')
      .db.prepare('SELECT r.code FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.email = ? COLLATE NOCASE ORDER BY r.rowid DESC LIMIT 1')
      .get(email) as { code: string } | undefined;
    return c.json({ email, code: row?.code ?? null });
  });

  // The ranking the visually-similar page shows, with its scores: the e2e test compares the page with it.
  app.get('/visually-similar/:requestId', (c) => {
    const db = c.get('deps').db;
    const request = findSimilarityRequest(db, c.req.param('requestId'));
    if (!request) throw notFound('requestId', 'no such similarity request');
    return c.json({ requestId: request.requestId, variantId: request.variant.id, categoryId: request.variant.category_id, results: rankVisuallySimilar(db, request) });
  });

  return app;
}

/** Answers the next matching requests with the configured status (faults injected by tests). */
export const faultInjection: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { testHooks, hooks } = c.get('deps');
  const path = c.req.path;
  if (testHooks && !path.startsWith('/__test')) {
    const fault = hooks.faults.find((f) => f.remaining > 0 && path.startsWith(f.pathPrefix));
    if (fault) {
      fault.remaining--;
      if (fault.remaining === 0) hooks.faults.splice(hooks.faults.indexOf(fault), 1);
      return c.json({ error: { code: 'injected_fault', field: null, message: `fault injected for ${fault.pathPrefix}` } }, fault.status as 500);
    }
  }
  await next();
};

/** The pause between two pieces of a streamed page: more than a frame, so the browser draws each piece. */
const STREAM_PAUSE_MS = 20;

/**
 * Test hook `?streamed=<bytes>` on a page: its HTML goes out in pieces of that many bytes (256 to 65,536), one
 * every 20 ms and uncompressed, so that the browser draws the page piece by piece as over a slow connection. A piece
 * ends wherever its size falls (in a tag, in a text), at the same places on every run: counted from `<body>`, so a
 * page with and without the script tag in its head is cut alike. The layout-shift tests load pages so: a layout
 * that moves what is drawn when the rest arrives fails them, not only when a busy machine happens to draw a
 * half-parsed page.
 */
export const streamedPages: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const size = Number(c.req.query('streamed'));
  if (!c.get('deps').testHooks || c.req.method !== 'GET' || !Number.isInteger(size) || size < 256 || size > 65_536) return;
  if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
  const body = Buffer.from(await c.res.arrayBuffer());
  const start = Math.max(0, body.indexOf('<body'));
  const cuts = [0];
  for (let at = start + size; at < body.length; at += size) cuts.push(at);
  cuts.push(body.length);
  let piece = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (piece > 0) await new Promise((resolve) => setTimeout(resolve, STREAM_PAUSE_MS));
      controller.enqueue(body.subarray(cuts[piece], cuts[piece + 1]));
      piece++;
      if (piece === cuts.length - 1) controller.close();
    },
  });
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  // `no-transform` keeps the compress middleware out: a gzip stream would gather the pieces again.
  headers.set('cache-control', 'no-store, no-transform');
  c.res = new Response(stream, { status: c.res.status, headers });
};
