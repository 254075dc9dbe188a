import type { TrackingUser } from '../api/types.js';
import type { User } from '../auth/user.js';
import { pushDataLayer } from './data-layer.js';

/** The data-layer event that carries the tracking user (the spec names the fields, not the event: ours). */
export const TRACKING_USER_EVENT = 'trackingUser';

/**
 * The tracking user of spec §3 (snake_case, as the data layer expects). The plain e-mail never goes to the
 * analytics layer: `email` stays null and `email_hashed` (SHA-256 hex of the trimmed, lowercased address) carries it.
 */
export function toTrackingUser(user: User): TrackingUser {
  return {
    id: user.id,
    email: null,
    email_hashed: user.hashedEmail,
    name: user.firstName || null,
    surname: user.lastName || null,
    date_of_birth: user.dob,
    gender: user.gender,
  };
}

/** Pushes the logged-in shopper's tracking user once; nothing without analytics consent (`pushDataLayer` checks it). */
export function pushTrackingUser(user: User | null): void {
  if (user) pushDataLayer({ event: TRACKING_USER_EVENT, user: toTrackingUser(user) });
}
