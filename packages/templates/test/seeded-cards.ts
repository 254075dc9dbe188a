import type { ProductCardData } from '@etalage/markup';
import { openDatabase } from '../../../examples/storefront/src/db/connection.js';
import { seedDatabase } from '../../../examples/storefront/src/seed/seed.js';
import { findVariants, likeCounts, toCardData } from '../../../examples/storefront/src/catalog/variants.js';

/**
 * Every seeded product of the reference storefront as a card's data, as its pages hand them to the card renderers
 * (the same seed and the same mapping, in a database in memory): what the templates are compared on.
 */
export function seededCards(): ProductCardData[] {
  const db = openDatabase(':memory:');
  try {
    seedDatabase(db);
    const ids = (db.prepare('SELECT id FROM variants ORDER BY id').all() as { id: number }[]).map(({ id }) => id);
    const rows = findVariants(db, ids);
    const likes = likeCounts(db, ids);
    return rows.map((row) => toCardData(row, likes.get(row.id) ?? 0));
  } finally {
    db.close();
  }
}
