import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection.js';

/**
 * The registration's confirmation code (spec §2 `/register/confirmation/{userId}/{confirmationCode}`): one per new
 * account, e-mailed as a link, and used once. Accounts from before confirmation (the seeded ones) have none.
 */
export function createRegistrationConfirmation(db: Db, userId: number): string {
  const code = randomBytes(18).toString('base64url');
  db.prepare('INSERT INTO registration_confirmations (user_id, code, created_at) VALUES (?, ?, ?)').run(userId, code, new Date().toISOString());
  return code;
}

export type ConfirmationResult = 'confirmed' | 'already-confirmed' | 'wrong-code';
export type ConfirmationState = 'unconfirmed' | 'already-confirmed' | 'wrong-code';

/**
 * What a link's code is worth, without using it (the GET page only asks). A wrong code, an unknown user and an
 * account without a code all answer 'wrong-code', so the page tells nothing about which accounts exist.
 */
export function registrationState(db: Db, userId: number, code: string): ConfirmationState {
  const row = db.prepare('SELECT code, confirmed_at FROM registration_confirmations WHERE user_id = ?').get(userId) as
    | { code: string; confirmed_at: string | null }
    | undefined;
  if (!row || !sameCode(row.code, code)) return 'wrong-code';
  return row.confirmed_at ? 'already-confirmed' : 'unconfirmed';
}

/** Confirms the account the first time its right code comes back (the confirmation page's button). */
export function confirmRegistration(db: Db, userId: number, code: string): ConfirmationResult {
  const state = registrationState(db, userId, code);
  if (state !== 'unconfirmed') return state;
  db.prepare('UPDATE registration_confirmations SET confirmed_at = ? WHERE user_id = ?').run(new Date().toISOString(), userId);
  return 'confirmed';
}

/** Compares in constant time: the code is a secret. */
function sameCode(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
