import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { openDatabase, type Db } from '../src/db/connection.js';
import { seedDatabase } from '../src/seed/seed.js';
import { VARIANT_SELECT } from '../src/catalog/variants.js';

function seeded(): Db {
  const db = openDatabase(':memory:');
  seedDatabase(db);
  return db;
}

const count = (db: Db, sql: string) => (db.prepare(sql).get() as { n: number }).n;

/** Everything but the random secret and the password salts. */
function fingerprint(db: Db): string {
  const hash = createHash('sha256');
  for (const table of ['categories', 'eshops', 'manufacturers', 'products', 'variants', 'reviews', 'review_summaries', 'deliveries', 'inspirations', 'articles', 'menu_items']) {
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()) hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}

describe('the catalogue seed', () => {
  const db = seeded();

  it('is deterministic and runs once', () => {
    const started = Date.now();
    const other = seeded();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(fingerprint(other)).toBe(fingerprint(db));
    seedDatabase(other);
    expect(count(other, 'SELECT COUNT(*) AS n FROM variants')).toBe(count(db, 'SELECT COUNT(*) AS n FROM variants'));
    other.close();
  });

  it('has the size of a real catalog (5,000 variants or more in 20 categories or more)', () => {
    expect(count(db, 'SELECT COUNT(*) AS n FROM variants')).toBeGreaterThanOrEqual(5000);
    expect(count(db, 'SELECT COUNT(DISTINCT category_id) AS n FROM variants')).toBeGreaterThanOrEqual(20);
    expect(count(db, 'SELECT COUNT(*) AS n FROM eshops')).toBeGreaterThanOrEqual(40);
    expect(count(db, 'SELECT COUNT(*) AS n FROM eshops WHERE paid = 1')).toBeGreaterThan(0);
    expect(count(db, 'SELECT COUNT(*) AS n FROM eshops WHERE paid = 0')).toBeGreaterThan(0);
  });

  it('fills every variant field of spec §3 with realistic variety', () => {
    const some = (where: string) => count(db, `SELECT COUNT(*) AS n FROM variants WHERE ${where}`);
    expect(some('price_before_discount > price AND discount_valid_until IS NOT NULL')).toBeGreaterThan(0);
    expect(some('installment_months IS NOT NULL AND installment_amount > 0')).toBeGreaterThan(0);
    expect(some(`voucher_type = 'percent'`)).toBeGreaterThan(0);
    expect(some(`voucher_type = 'money'`)).toBeGreaterThan(0);
    expect(some('in_stock = 1')).toBeGreaterThan(0);
    expect(some('in_stock = 0 AND active = 1')).toBeGreaterThan(0);
    expect(some('active = 0')).toBeGreaterThan(0);
    expect(some('disabled = 1')).toBeGreaterThan(0);
    expect(some('free_shipping = 1')).toBeGreaterThan(0);
    expect(some('delivery_price > 0')).toBeGreaterThan(0);
    expect(some('delivery_in_days = 0')).toBeGreaterThan(0);
    expect(some('width_from < width_to')).toBeGreaterThan(0);
    expect(some('diameter_from IS NOT NULL')).toBeGreaterThan(0);
    for (const tag of ['bestseller', 'blackFriday', 'gardenSales', 'priceDrop']) expect(some(`promo_tags LIKE '%${tag}%'`), tag).toBeGreaterThan(0);
    expect(some(`tier = 'Bestseller'`)).toBeGreaterThan(0);
    expect(count(db, 'SELECT MIN(image_count) AS n FROM variants')).toBe(1);
    expect(count(db, 'SELECT MAX(image_count) AS n FROM variants')).toBe(12);
    // Worked out from the product's variants (no stored column): some cards have other offers.
    expect(count(db, `SELECT COUNT(*) AS n FROM (${VARIANT_SELECT}) WHERE alternative_offers_count > 0`)).toBeGreaterThan(0);
    expect(some('highlighted = 1')).toBeGreaterThan(0);
    expect(some('top_product_label IS NOT NULL')).toBeGreaterThan(0);
    expect(some(`json_array_length(display_parameters) >= 6`)).toBeGreaterThan(0);
  });

  it('has reviews, summaries, deliveries, inspirations, articles, menus and users', () => {
    const reviews = (where: string) => count(db, `SELECT COUNT(*) AS n FROM reviews WHERE ${where}`);
    expect(reviews(`image_ids != '[]'`)).toBeGreaterThan(0);
    expect(reviews('reply_text IS NOT NULL')).toBeGreaterThan(0);
    expect(reviews(`pluses != '[]' AND minuses != '[]'`)).toBeGreaterThan(0);
    expect(reviews('translated_from IS NOT NULL AND original_text IS NOT NULL')).toBeGreaterThan(0);
    expect(count(db, 'SELECT COUNT(*) AS n FROM review_summaries')).toBeGreaterThan(0);
    expect(count(db, 'SELECT COUNT(DISTINCT variant_id) AS n FROM deliveries')).toBe(count(db, 'SELECT COUNT(*) AS n FROM variants WHERE has_deliveries = 1'));
    expect(count(db, 'SELECT COUNT(*) AS n FROM variants WHERE has_deliveries = 0')).toBeGreaterThan(0);
    expect(count(db, `SELECT COUNT(*) AS n FROM inspirations WHERE is_stl = 1 AND json_array_length(json_extract(images, '$[0].variants')) > 0`)).toBeGreaterThan(0);
    expect(count(db, 'SELECT COUNT(*) AS n FROM articles WHERE published = 1')).toBeGreaterThan(0);
    expect(count(db, 'SELECT COUNT(*) AS n FROM categories WHERE promoted = 1')).toBeGreaterThan(0);
    for (const tree of ['primary', 'rooms', 'gifts', 'top']) expect(count(db, `SELECT COUNT(*) AS n FROM menu_items WHERE tree = '${tree}'`), tree).toBeGreaterThan(0);
    expect(db.prepare('SELECT email, is_admin, is_eshop FROM users ORDER BY id').all()).toEqual([
      { email: 'admin@etalage.test', is_admin: 1, is_eshop: 0 },
      { email: 'webshop@etalage.test', is_admin: 0, is_eshop: 1 },
      { email: 'shopper@etalage.test', is_admin: 0, is_eshop: 0 },
    ]);
    expect((db.prepare('SELECT password_hash FROM users LIMIT 1').pluck().get() as string).startsWith('scrypt$')).toBe(true);
  });
});
