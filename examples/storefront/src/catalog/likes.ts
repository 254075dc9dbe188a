import type { Db } from '../db/connection.js';
import type { Owner } from '../identity/owner.js';

export const itemTypes = ['variant', 'comparison'] as const;
export type ItemType = (typeof itemTypes)[number];

export interface LikeRecord {
  item_id: number;
  liked_by_user: boolean;
  saved_by_user: boolean;
  likes_count: number;
  comments_count: number;
  images_count: number;
  star_value: number;
  answers_count: number;
  reviews_count: number;
}

export function existingVariantIds(db: Db, ids: readonly number[]): Set<number> {
  if (ids.length === 0) return new Set();
  const rows = db.prepare(`SELECT id FROM variants WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}

/**
 * The counts a lookup asks for (its query flags, spec §7). A count not asked for answers 0, so a card that wants
 * likes alone costs no review or question queries.
 */
export interface LikeCounts {
  /** comments_count: the questions asked about the variant's product (its questions page). */
  commentsCount: boolean;
  /** star_value: the average of the variant's stored reviews. */
  stars: boolean;
  /** answers_count: the answers to those questions. */
  answersCount: boolean;
  /** reviews_count and images_count: the variant's stored reviews and their photos. */
  reviewCounts: boolean;
}

export const NO_COUNTS: LikeCounts = { commentsCount: false, stars: false, answersCount: false, reviewCounts: false };

/** Like records for items, from the point of view of `owner` (or of nobody). */
export function likeRecords(db: Db, itemType: ItemType, ids: readonly number[], owner: Owner | undefined, counts: LikeCounts = NO_COUNTS): LikeRecord[] {
  if (ids.length === 0) return [];
  const marks = ids.map(() => '?').join(',');
  // rating, reviews_count and review_images_count are kept equal to the stored reviews (seed, review form).
  const variants = new Map(
    (
      db
        .prepare(
          `SELECT v.id, v.seed_likes, v.rating, v.reviews_count, v.review_images_count,
             (SELECT COUNT(*) FROM product_questions q WHERE q.product_id = v.product_id) AS questions,
             (SELECT COUNT(*) FROM product_answers a JOIN product_questions q ON q.id = a.question_id WHERE q.product_id = v.product_id) AS answers
           FROM variants v WHERE v.id IN (${marks})`,
        )
        .all(...ids) as {
        id: number;
        seed_likes: number;
        rating: number;
        reviews_count: number;
        review_images_count: number;
        questions: number;
        answers: number;
      }[]
    ).map((v) => [v.id, v]),
  );
  const likeCounts = new Map(
    (
      db.prepare(`SELECT item_id, COUNT(*) AS n FROM likes WHERE item_type = ? AND item_id IN (${marks}) GROUP BY item_id`).all(itemType, ...ids) as {
        item_id: number;
        n: number;
      }[]
    ).map((r) => [r.item_id, r.n]),
  );
  const mine = owner
    ? new Set(
        (
          db
            .prepare(`SELECT item_id FROM likes WHERE item_type = ? AND owner_type = ? AND owner_id = ? AND item_id IN (${marks})`)
            .all(itemType, owner.type, owner.id, ...ids) as { item_id: number }[]
        ).map((r) => r.item_id),
      )
    : new Set<number>();
  return ids.map((id) => {
    // A comparison entry has no reviews or questions of its own.
    const variant = itemType === 'variant' ? variants.get(id) : undefined;
    const liked = mine.has(id);
    return {
      item_id: id,
      liked_by_user: liked,
      saved_by_user: liked,
      likes_count: (variant?.seed_likes ?? 0) + (likeCounts.get(id) ?? 0),
      comments_count: counts.commentsCount ? (variant?.questions ?? 0) : 0,
      images_count: counts.reviewCounts ? (variant?.review_images_count ?? 0) : 0,
      star_value: counts.stars ? (variant?.rating ?? 0) : 0,
      answers_count: counts.answersCount ? (variant?.answers ?? 0) : 0,
      reviews_count: counts.reviewCounts ? (variant?.reviews_count ?? 0) : 0,
    };
  });
}

/** Returns true when a row was written (a second like of the same item changes nothing). */
export function like(db: Db, itemType: ItemType, itemId: number, owner: Owner, consent: boolean | null): boolean {
  const info = db
    .prepare('INSERT OR IGNORE INTO likes (item_type, item_id, owner_type, owner_id, consent, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(itemType, itemId, owner.type, owner.id, consent === null ? null : consent ? 1 : 0, new Date().toISOString());
  return info.changes > 0;
}

export function unlike(db: Db, itemType: ItemType, itemId: number, owner: Owner): boolean {
  const info = db
    .prepare('DELETE FROM likes WHERE item_type = ? AND item_id = ? AND owner_type = ? AND owner_id = ?')
    .run(itemType, itemId, owner.type, owner.id);
  return info.changes > 0;
}

export function likedItemIds(db: Db, itemType: ItemType, owner: Owner | undefined): number[] {
  if (!owner) return [];
  return (
    db
      .prepare('SELECT item_id FROM likes WHERE item_type = ? AND owner_type = ? AND owner_id = ? ORDER BY created_at DESC, id DESC')
      .all(itemType, owner.type, owner.id) as { item_id: number }[]
  ).map((r) => r.item_id);
}

/** Moves a visitor's likes to the user (idempotent): returns how many likes were newly paired. */
export function pairLikes(db: Db, visitorId: string, userId: number): number {
  return db.transaction(() => {
    const moved = db
      .prepare(
        `INSERT OR IGNORE INTO likes (item_type, item_id, owner_type, owner_id, consent, created_at)
         SELECT item_type, item_id, 'user', ?, consent, created_at FROM likes WHERE owner_type = 'visitor' AND owner_id = ?`,
      )
      .run(String(userId), visitorId).changes;
    db.prepare(`DELETE FROM likes WHERE owner_type = 'visitor' AND owner_id = ?`).run(visitorId);
    return moved;
  })();
}
