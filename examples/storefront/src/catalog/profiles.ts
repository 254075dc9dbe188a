import type { Db } from '../db/connection.js';
import { findUserById } from '../auth/users.js';
import { toApiReview, type ApiReview } from './reviews.js';

/**
 * What `/user/{userId}` may show about someone: only what they made public. No e-mail, birth date or gender; and no
 * favourites list either, as that list is private until its owner shares the (encrypted) link: only its size.
 */
export interface PublicProfile {
  id: number;
  displayName: string;
  memberSince: string;
  favouritesCount: number;
  reviewsCount: number;
  /** The newest reviews written while logged in. */
  reviews: ApiReview[];
  /** A web-shop account: the shop it speaks for. */
  eshop: { name: string; slug: string } | null;
}

const PROFILE_REVIEWS = 10;

export function publicProfile(db: Db, userId: number): PublicProfile | undefined {
  const user = findUserById(db, userId);
  if (!user) return undefined;
  const favouritesCount = db
    .prepare(`SELECT COUNT(*) FROM likes WHERE item_type = 'variant' AND owner_type = 'user' AND owner_id = ?`)
    .pluck()
    .get(String(user.id)) as number;
  const reviewsCount = db.prepare('SELECT COUNT(*) FROM reviews WHERE user_id = ?').pluck().get(user.id) as number;
  const rows = db
    .prepare(
      `SELECT r.*, v.eshop_id, e.name AS eshop_name, e.slug AS eshop_slug, v.name AS variant_name, v.slug AS variant_slug
       FROM reviews r JOIN variants v ON v.id = r.variant_id JOIN eshops e ON e.id = v.eshop_id
       WHERE r.user_id = ? ORDER BY r.date_time DESC, r.id DESC LIMIT ?`,
    )
    .all(user.id, PROFILE_REVIEWS) as Parameters<typeof toApiReview>[0][];
  const eshop = user.is_eshop && user.eshop_id
    ? ((db.prepare('SELECT name, slug FROM eshops WHERE id = ?').get(user.eshop_id) as { name: string; slug: string } | undefined) ?? null)
    : null;
  return {
    id: user.id,
    displayName: user.first_name,
    memberSince: user.created_at,
    favouritesCount,
    reviewsCount,
    reviews: rows.map(toApiReview),
    eshop,
  };
}
