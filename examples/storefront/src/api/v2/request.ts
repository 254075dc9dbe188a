import type { Context } from 'hono';
import type { AppEnv } from '../../context.js';
import type { Db } from '../../db/connection.js';
import { asObject, intParam, invalid, readJson, stringField } from '../errors.js';
import { likeCounts, toApiVariant, type VariantRow } from '../../catalog/variants.js';

/** Parses the filtering request `{url}` of the feed calls into a same-origin URL. */
export async function filteringUrl(c: Context<AppEnv>): Promise<URL> {
  const body = asObject(await readJson(c, 'filteringRequest'), 'filteringRequest');
  const raw = stringField(body, 'url', { max: 2000 })!;
  let url: URL;
  try {
    url = new URL(raw, 'http://storefront.local');
  } catch {
    throw invalid('url', 'url is not a valid URL');
  }
  const isPath = raw.startsWith('/') && !raw.startsWith('//');
  if (!isPath && url.host !== new URL(c.req.url).host) throw invalid('url', 'url must be a path of this site');
  return url;
}

/** Variants as the API answers them, with their current like counts. */
export function apiVariants(db: Db, rows: VariantRow[], admin: boolean) {
  const likes = likeCounts(db, rows.map((r) => r.id));
  return rows.map((r) => toApiVariant(r, likes.get(r.id) ?? 0, { admin }));
}

/** The optional `limit` query parameter, capped at `max`. */
export function limitParam(raw: string | undefined, max: number, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  return Math.min(max, intParam(raw, 'limit', { min: 1, max: 1000 }));
}
