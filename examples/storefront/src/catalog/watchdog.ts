import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.js';
import type { UserRow } from '../auth/users.js';

export interface Subscription {
  id: number;
  variant_id: number;
  email: string;
  user_id: number | null;
  visitor_id: string | null;
  type: 'availability' | 'price';
  target_price: number | null;
  hash: string;
  created_at: string;
}

export interface WatchStatus {
  subscribed: boolean;
  type: 'availability' | 'price' | null;
  targetPrice: number | null;
}

export const notWatching: WatchStatus = { subscribed: false, type: null, targetPrice: null };

export function statusOf(subscription: Subscription | undefined): WatchStatus {
  if (!subscription) return notWatching;
  return { subscribed: true, type: subscription.type, targetPrice: subscription.target_price };
}

/** The subscription of the current user (by account or e-mail) or anonymous visitor for a variant. */
export function findSubscription(db: Db, variantId: number, user: UserRow | undefined, visitorId: string | undefined): Subscription | undefined {
  if (user) {
    return db
      .prepare('SELECT * FROM watchdog_subscriptions WHERE variant_id = ? AND (user_id = ? OR email = ? COLLATE NOCASE) ORDER BY id LIMIT 1')
      .get(variantId, user.id, user.email) as Subscription | undefined;
  }
  if (!visitorId) return undefined;
  return db
    .prepare('SELECT * FROM watchdog_subscriptions WHERE variant_id = ? AND visitor_id = ? ORDER BY id LIMIT 1')
    .get(variantId, visitorId) as Subscription | undefined;
}

/** Subscribes (or updates the target price of) the e-mail address: one row per variant and address. */
export function subscribe(
  db: Db,
  input: { variantId: number; email: string; targetPrice: number | null; userId: number | null; visitorId: string | null },
): Subscription {
  const email = input.email.trim().toLowerCase();
  db.prepare(
    `INSERT INTO watchdog_subscriptions (variant_id, email, user_id, visitor_id, type, target_price, hash, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (variant_id, email) DO UPDATE SET type = excluded.type, target_price = excluded.target_price,
       user_id = COALESCE(watchdog_subscriptions.user_id, excluded.user_id),
       visitor_id = COALESCE(watchdog_subscriptions.visitor_id, excluded.visitor_id)`,
  ).run(
    input.variantId, email, input.userId, input.visitorId, input.targetPrice === null ? 'availability' : 'price', input.targetPrice,
    randomBytes(16).toString('hex'), new Date().toISOString(),
  );
  return db.prepare('SELECT * FROM watchdog_subscriptions WHERE variant_id = ? AND email = ?').get(input.variantId, email) as Subscription;
}

export function unsubscribeOwner(db: Db, variantId: number, user: UserRow | undefined, visitorId: string | undefined): number {
  if (user) {
    return db
      .prepare('DELETE FROM watchdog_subscriptions WHERE variant_id = ? AND (user_id = ? OR email = ? COLLATE NOCASE)')
      .run(variantId, user.id, user.email).changes;
  }
  if (!visitorId) return 0;
  return db.prepare('DELETE FROM watchdog_subscriptions WHERE variant_id = ? AND visitor_id = ?').run(variantId, visitorId).changes;
}

/** The subscription of an unsubscribe hash, untouched (opening the e-mail's link changes nothing). */
export function subscriptionByHash(db: Db, hash: string): Subscription | undefined {
  return db.prepare('SELECT * FROM watchdog_subscriptions WHERE hash = ?').get(hash) as Subscription | undefined;
}

export function unsubscribeByHash(db: Db, hash: string): Subscription | undefined {
  const subscription = db.prepare('SELECT * FROM watchdog_subscriptions WHERE hash = ?').get(hash) as Subscription | undefined;
  if (subscription) db.prepare('DELETE FROM watchdog_subscriptions WHERE id = ?').run(subscription.id);
  return subscription;
}

export function watchedBy(db: Db, user: UserRow | undefined, visitorId: string | undefined, limit = 100): Subscription[] {
  if (user) {
    return db
      .prepare('SELECT * FROM watchdog_subscriptions WHERE user_id = ? OR email = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?')
      .all(user.id, user.email, limit) as Subscription[];
  }
  if (!visitorId) return [];
  return db.prepare('SELECT * FROM watchdog_subscriptions WHERE visitor_id = ? ORDER BY id DESC LIMIT ?').all(visitorId, limit) as Subscription[];
}
