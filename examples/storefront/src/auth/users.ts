import { randomBytes, createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import type { Db } from '../db/connection.js';
import { hashPassword, verifyPassword } from './password.js';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  is_admin: number;
  is_eshop: number;
  eshop_id: number | null;
  date_of_birth: string | null;
  gender: number | null;
  created_at: string;
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ? COLLATE NOCASE').get(email.trim()) as UserRow | undefined;
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function authenticate(db: Db, email: string, password: string): UserRow | undefined {
  const user = findUserByEmail(db, email);
  return user && verifyPassword(password, user.password_hash) ? user : undefined;
}

export function createUser(db: Db, input: { email: string; password: string; firstName: string; lastName: string }): UserRow {
  const info = db
    .prepare('INSERT INTO users (email, password_hash, first_name, last_name, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(input.email.trim().toLowerCase(), hashPassword(input.password), input.firstName.trim(), input.lastName.trim(), new Date().toISOString());
  return findUserById(db, Number(info.lastInsertRowid))!;
}

export function createSession(db: Db, userId: number): string {
  const id = randomBytes(24).toString('base64url');
  db.prepare('INSERT INTO sessions (id, user_id, created_at) VALUES (?, ?, ?)').run(id, userId, new Date().toISOString());
  return id;
}

export function sessionUser(db: Db, sessionId: string | undefined): UserRow | undefined {
  if (!sessionId) return undefined;
  return db.prepare('SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?').get(sessionId) as UserRow | undefined;
}

export function deleteSession(db: Db, sessionId: string | undefined): void {
  if (sessionId) db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId);
}

function shareKey(secret: string): Buffer {
  return createHash('sha256').update(`favourites-share:${secret}`).digest();
}

/** The shareable favourites link token: the user id, encrypted with AES-256-GCM under the server secret. */
export function encryptShare(userId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', shareKey(secret), iv);
  const body = Buffer.concat([cipher.update(String(userId), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function decryptShare(token: string, secret: string): number | undefined {
  try {
    const data = Buffer.from(token, 'base64url');
    if (data.length < 29) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', shareKey(secret), data.subarray(0, 12));
    decipher.setAuthTag(data.subarray(12, 28));
    const text = Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
    return /^\d+$/.test(text) ? Number(text) : undefined;
  } catch {
    return undefined;
  }
}

/** How long an emailed password-reset code stays valid. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** A new password-reset code for the user (what the email's link carries). */
export function createPasswordReset(db: Db, userId: number): string {
  const code = randomBytes(18).toString('base64url');
  db.prepare('INSERT INTO password_resets (code, user_id, created_at) VALUES (?, ?, ?)').run(code, userId, new Date().toISOString());
  return code;
}

/** The user of an unused, unexpired reset code. */
export function passwordResetUser(db: Db, code: string, now = Date.now()): UserRow | undefined {
  const row = db.prepare('SELECT user_id, created_at FROM password_resets WHERE code = ? AND used_at IS NULL').get(code) as
    | { user_id: number; created_at: string }
    | undefined;
  if (!row || now - Date.parse(row.created_at) > PASSWORD_RESET_TTL_MS) return undefined;
  return findUserById(db, row.user_id);
}

/** Sets the new password, uses up the code and ends the user's other sessions. */
export function completePasswordReset(db: Db, code: string, userId: number, password: string): void {
  db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hashPassword(password), userId);
    db.prepare('UPDATE password_resets SET used_at = ? WHERE code = ?').run(new Date().toISOString(), code);
    db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
  })();
}
