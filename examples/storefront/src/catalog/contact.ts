import type { Db } from '../db/connection.js';

/** The contact form's subjects: the value sent, and the label the shopper reads. */
export const CONTACT_SUBJECTS = [
  { value: 'product', label: 'Vraag over een product of prijs' },
  { value: 'webshop', label: 'Vraag over een webshop of bestelling' },
  { value: 'account', label: 'Mijn account en privacy' },
  { value: 'adverteren', label: 'Adverteren en samenwerken' },
  { value: 'pers', label: 'Pers en media' },
  { value: 'vacatures', label: 'Werken bij Etalage' },
  { value: 'anders', label: 'Iets anders' },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

export const isContactSubject = (value: string): value is ContactSubject => CONTACT_SUBJECTS.some((s) => s.value === value);

export interface ContactMessage {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  /** The logged-in sender, if any (the session cookie is SameSite=Lax, so a cross-site post carries none). */
  userId: number | null;
  /** The page the form was sent from. */
  page: string;
}

export function storeContactMessage(db: Db, message: ContactMessage): number {
  const info = db
    .prepare('INSERT INTO contact_messages (name, email, subject, message, user_id, page, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(message.name, message.email, message.subject, message.message, message.userId, message.page, new Date().toISOString());
  return Number(info.lastInsertRowid);
}
