import type { Db } from '../db/connection.js';
import { findVariant, similarityRequestId, type VariantRow } from './variants.js';

/**
 * Visually similar products (spec §2 `/products/visually-similar/{requestId}/{slug}`).
 *
 * A similarity request names the variant and the image the shopper asked about. Its id is that pair, written
 * deterministically as `{variantId}-{imageIndex}` (e.g. `10001-0`) rather than stored in a table: asking is a
 * plain GET link that must work without JavaScript, so a stored request would mean writing a row on every GET
 * (or a redirect through a `new` route) and a table that only grows. The pair says everything the ranking needs,
 * and the URL stays the same across restarts and re-seeds, so it can be bookmarked and shared. The id and the
 * page's path are built in variants.ts (`similarityRequestId`, `visuallySimilarPath`), beside the variant's path.
 */
export interface SimilarityRequest {
  variant: VariantRow;
  imageIndex: number;
  requestId: string;
}

/** At most this many results on the page. */
export const VISUALLY_SIMILAR_LIMIT = 24;

/** The request an id names, or undefined when the id is malformed, the variant unknown or the image out of range. */
export function findSimilarityRequest(db: Db, requestId: string): SimilarityRequest | undefined {
  const match = /^(\d{1,12})-(\d{1,2})$/.exec(requestId);
  if (!match) return undefined;
  const variant = findVariant(db, Number(match[1]));
  const imageIndex = Number(match[2]);
  // A variant without images still has its placeholder image 0.
  if (!variant || imageIndex >= Math.max(variant.image_count, 1)) return undefined;
  return { variant, imageIndex, requestId: similarityRequestId(variant.id, imageIndex) };
}

/** What the ranking compares: what the product images show (colour, shape, material, style) and its shelf. */
type Looks = Pick<
  VariantRow,
  'id' | 'category_id' | 'color_hex' | 'material' | 'style' | 'price' | 'width_from' | 'height_from' | 'diameter_from'
> & { parent_id: number | null };

const LOOKS_SELECT = `SELECT v.id, v.category_id, v.color_hex, v.material, v.style, v.price, v.width_from, v.height_from, v.diameter_from,
  c.parent_id FROM variants v JOIN categories c ON c.id = v.category_id`;

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const MAX_COLOUR_DISTANCE = Math.sqrt(3 * 255 * 255);

/** 1 for the same colour, down to 0 for black against white (the generated images are drawn in this colour). */
function colourCloseness(a: string, b: string): number {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return 1 - Math.hypot(ar - br, ag - bg, ab - bb) / MAX_COLOUR_DISTANCE;
}

/** 1 for the same value, 0 from a factor `span` apart (prices, proportions). */
function ratioCloseness(a: number, b: number, span: number): number {
  if (a <= 0 || b <= 0) return 0;
  return Math.max(0, 1 - Math.abs(Math.log(a / b)) / Math.log(span));
}

/** Round things look alike; otherwise the width-to-height proportion of the silhouette. */
function shapeCloseness(a: Looks, b: Looks): number {
  const round = (l: Looks) => l.diameter_from !== null;
  if (round(a) !== round(b)) return 0;
  if (!a.width_from || !a.height_from || !b.width_from || !b.height_from) return 0.5;
  return ratioCloseness(a.width_from / a.height_from, b.width_from / b.height_from, 3);
}

/** Points per feature of the appearance score (together at most 100). */
export const SIMILARITY_WEIGHTS = { colour: 35, material: 20, style: 15, shape: 15, price: 15 } as const;

/**
 * The ranking's score: the room first (the same room family 1, elsewhere 0: a bank in another colour looks more like
 * the bank than a cushion in the same colour does), then the appearance score (0-100) that orders within it: what the
 * image shows, not the shelf, so a fauteuil in the bank's fabric and colour may come before a bank in another one
 * (shape and price keep most results on the shelf), and 'Alleen {categorie}' (rankVisuallySimilar's `categoryId`)
 * keeps the page to it.
 */
function score(source: Looks, other: Looks): { tier: number; appearance: number } {
  const tier = other.category_id === source.category_id || (other.parent_id !== null && other.parent_id === source.parent_id) ? 1 : 0;
  const w = SIMILARITY_WEIGHTS;
  const appearance =
    w.colour * colourCloseness(source.color_hex, other.color_hex) +
    (other.material === source.material ? w.material : 0) +
    (other.style === source.style ? w.style : 0) +
    w.shape * shapeCloseness(source, other) +
    w.price * ratioCloseness(source.price, other.price, 4);
  return { tier, appearance: Math.round(appearance * 100) / 100 };
}

export interface SimilarityResult {
  id: number;
  categoryId: number;
  tier: number;
  appearance: number;
}

/**
 * The variants that look most like the request's variant, best first: a deterministic score over the seeded
 * catalogue (ties by id). Only offers a shopper can buy (active, not disabled), never the variant itself.
 * All images of a seeded variant show the same object in the same colour, so the image index picks the image
 * the page shows, not a different ranking.
 */
export function rankVisuallySimilar(db: Db, request: SimilarityRequest, limit = VISUALLY_SIMILAR_LIMIT, categoryId?: number): SimilarityResult[] {
  const source = db.prepare(`${LOOKS_SELECT} WHERE v.id = ?`).get(request.variant.id) as Looks;
  const candidates = (db.prepare(`${LOOKS_SELECT} WHERE v.id != ? AND v.active = 1 AND v.disabled = 0`).all(source.id) as Looks[]).filter(
    (other) => categoryId === undefined || other.category_id === categoryId,
  );
  return candidates
    .map((other) => ({ id: other.id, categoryId: other.category_id, ...score(source, other) }))
    .sort((a, b) => b.tier - a.tier || b.appearance - a.appearance || a.id - b.id)
    .slice(0, limit);
}

/**
 * The ranking kept to one category, in the same order: the image search (`GET /api/v2/variant/{id}/similarity` with
 * `imageUrl` and `categoryId`) and the page's 'Alleen {categorie}' (`?categorie=`), so both show the same products.
 */
export function rankVisuallySimilarIn(db: Db, request: SimilarityRequest, categoryId: number): SimilarityResult[] {
  return rankVisuallySimilar(db, request, VISUALLY_SIMILAR_LIMIT, categoryId);
}

/**
 * The similarity request an image URL names: one of this storefront's product images (`/images/product/{w}x{h}/{id}`,
 * id = variant id × 100 + image index, see images.ts), or undefined for any other URL.
 */
export function similarityRequestForImage(db: Db, imageUrl: string): SimilarityRequest | undefined {
  const match = /\/images\/product\/\d+x\d+\/(\d{1,14})\.(?:webp|jpg)(?:[?#].*)?$/.exec(imageUrl);
  if (!match) return undefined;
  const id = Number(match[1]);
  return findSimilarityRequest(db, similarityRequestId(Math.floor(id / 100), id % 100));
}
