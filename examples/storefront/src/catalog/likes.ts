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

/** Like records for items, from the point of view of `owner` (or of nobody). */
export function likeRecords(db: Db, itemType: ItemType, ids: readonly number[], owner: Owner | undefined): LikeRecord[] {
  if (ids.length === 0) return [];
  const marks = ids.map(() => '?').join(',');
  const variants = new Map(
    (
      db.prepare(`SELECT id, seed_likes, rating, reviews_count, review_images_count FROM variants WHERE id IN (${marks})`).all(...ids) as {
        id: number;
        seed_likes: number;
        rating: number;
        reviews_count: number;
        review_images_count: number;
      }[]
    ).map((v) => [v.id, v]),
  );
  const counts = new Map(
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
    const variant = variants.get(id);
    const liked = mine.has(id);
    const base = itemType === 'variant' ? (variant?.seed_likes ?? 0) : 0;
    return {
      item_id: id,
      liked_by_user: liked,
      saved_by_user: liked,
      likes_count: base + (counts.get(id) ?? 0),
      comments_count: 0,
      images_count: itemType === 'variant' ? (variant?.review_images_count ?? 0) : 0,
      star_value: itemType === 'variant' ? (variant?.rating ?? 0) : 0,
      answers_count: 0,
      reviews_count: itemType === 'variant' ? (variant?.reviews_count ?? 0) : 0,
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
