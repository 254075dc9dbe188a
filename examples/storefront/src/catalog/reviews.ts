import type { Review } from '@etalage/core/api';
import type { Db } from '../db/connection.js';
import { imageUrl } from './images.js';

interface ReviewRow {
  id: number;
  variant_id: number;
  external_id: string;
  user_id: number | null;
  user_nick_name: string;
  value: number;
  date_time: string;
  image_ids: string;
  text: string;
  original_text: string | null;
  translated_from: string | null;
  reply_text: string | null;
  reply_date_time: string | null;
  pluses: string;
  minuses: string;
  source: string;
  eshop_id: number;
  eshop_name: string;
  eshop_slug: string;
  eshop_paid: number;
  variant_name: string;
  variant_slug: string;
}

export type ReviewFilter = 'all' | 'withImage';
export const REVIEWS_PAGE_SIZE = 10;
/** Image ids of photos sent with a review (/star/{ident}, table review_photos) start here; seeded review photos have small ids. */
export const UPLOADED_PHOTO_BASE = 900_000_000;

const SELECT = `SELECT r.*, v.eshop_id, e.name AS eshop_name, e.slug AS eshop_slug, e.paid AS eshop_paid, v.name AS variant_name, v.slug AS variant_slug
  FROM reviews r JOIN variants v ON v.id = r.variant_id JOIN eshops e ON e.id = v.eshop_id`;

/** A review as the API answers it (spec §3): the `Review` the widgets read (the review images modal takes one from its opener). */
export function toApiReview(row: ReviewRow) {
  const imageIds = JSON.parse(row.image_ids) as number[];
  return {
    externalId: row.external_id,
    userId: row.user_id,
    userNickName: row.user_nick_name,
    userAvatar: null as string | null,
    value: row.value,
    dateTime: row.date_time,
    imageIds,
    images: imageIds.map((id) => ({ id, url: imageUrl('review', 'large', id), thumbUrl: imageUrl('review', 'thumb', id) })),
    text: { text: row.text, originalText: row.original_text },
    reply: row.reply_text ? { text: row.reply_text, dateTime: row.reply_date_time } : null,
    pluses: JSON.parse(row.pluses) as string[],
    minuses: JSON.parse(row.minuses) as string[],
    translatedFrom: row.translated_from,
    eshop: { id: row.eshop_id, name: row.eshop_name, slug: row.eshop_slug, paid: row.eshop_paid === 1 },
    source: row.source,
    variant: { id: row.variant_id, name: row.variant_name, slug: row.variant_slug },
  } satisfies Review;
}
export type ApiReview = ReturnType<typeof toApiReview>;

function filterSql(filter: ReviewFilter): string {
  return filter === 'withImage' ? ` AND r.image_ids != '[]'` : '';
}

export function reviewPage(db: Db, variantId: number, filter: ReviewFilter, page: number, pageSize = REVIEWS_PAGE_SIZE) {
  const rows = db
    .prepare(`${SELECT} WHERE r.variant_id = ?${filterSql(filter)} ORDER BY r.date_time DESC, r.id DESC LIMIT ? OFFSET ?`)
    .all(variantId, pageSize + 1, (page - 1) * pageSize) as ReviewRow[];
  return { page, hasMore: rows.length > pageSize, reviews: rows.slice(0, pageSize).map(toApiReview) };
}

/** The newest reviews over all products of a shop (/star/eshop/{slug}). */
export function latestShopReviews(db: Db, eshopId: number, limit = 10) {
  const rows = db.prepare(`${SELECT} WHERE v.eshop_id = ? ORDER BY r.date_time DESC, r.id DESC LIMIT ?`).all(eshopId, limit) as ReviewRow[];
  return rows.map(toApiReview);
}

export function reviewCounts(db: Db, variantId: number) {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS total, SUM(image_ids != '[]') AS withImage, SUM(json_array_length(image_ids)) AS images, AVG(value) AS rating
       FROM reviews WHERE variant_id = ?`,
    )
    .get(variantId) as { total: number; withImage: number | null; images: number | null; rating: number | null };
  const distribution = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [n, 0])) as Record<number, number>;
  for (const r of db.prepare('SELECT value, COUNT(*) AS n FROM reviews WHERE variant_id = ? GROUP BY value').all(variantId) as { value: number; n: number }[]) {
    distribution[r.value] = r.n;
  }
  return { all: row.total, withImage: row.withImage ?? 0, images: row.images ?? 0, rating: row.rating ? Math.round(row.rating * 100) / 100 : 0, distribution };
}

export function reviewSummary(db: Db, variantId: number) {
  const row = db.prepare('SELECT * FROM review_summaries WHERE variant_id = ?').get(variantId) as
    | { pros: string; cons: string; web_summary: string; web_sources: string }
    | undefined;
  if (!row) return null;
  return {
    pros: JSON.parse(row.pros) as { text: string; percentage: number }[],
    cons: JSON.parse(row.cons) as { text: string; percentage: number }[],
    web: { summary: row.web_summary, sources: JSON.parse(row.web_sources) as string[] },
  };
}

export function deliveriesOf(db: Db, variantId: number) {
  return (db.prepare('SELECT * FROM deliveries WHERE variant_id = ? ORDER BY id').all(variantId) as {
    provider: string;
    logo: string;
    website: string;
    items: string;
  }[]).map((d) => ({
    providerLabel: d.provider,
    logo: `/images/logo/${d.logo}.svg`,
    website: d.website ? `https://www.${d.website}` : null,
    items: JSON.parse(d.items) as { id: number; type: string; label: string; price: number; priceCod: number | null; deliveryDays: number }[],
  }));
}
