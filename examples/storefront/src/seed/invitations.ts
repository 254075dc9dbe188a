import type { Db } from '../db/connection.js';

/**
 * Review invitations (spec §2 /star/{ident}): what a shop's customers get after a purchase, two for each of three
 * reviewed variants at the end of the catalogue (not the well-reviewed first cards, whose counts other tests read).
 * Fixed idents, so tests and docs/partner-pages.md can name them; added once.
 */
export const SEEDED_INVITATIONS = ['k7m2p9x4', 'q3n8r5t1', 'w6j4h2d8', 'z9c5v3b7', 'm1f6g8s2', 'p4t7y1u9'];
const CUSTOMERS = ['Sanne de Vries', 'Mohamed El Amrani', 'Lotte Jansen', 'Daan Bakker', 'Fatima Yilmaz', 'Joris van Dijk'];

export function seedReviewInvitations(db: Db): void {
  if ((db.prepare('SELECT COUNT(*) AS n FROM review_invitations').get() as { n: number }).n > 0) return;
  const variants = db.prepare('SELECT id FROM variants WHERE active = 1 AND disabled = 0 AND reviews_count BETWEEN 2 AND 12 ORDER BY id DESC LIMIT 3').all() as { id: number }[];
  const insert = db.prepare('INSERT INTO review_invitations (ident, variant_id, customer_name) VALUES (?, ?, ?)');
  db.transaction(() => {
    SEEDED_INVITATIONS.forEach((ident, i) => insert.run(ident, variants[i % variants.length]!.id, CUSTOMERS[i]!));
  })();
}
