import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.js';
import { hashPassword } from '../auth/password.js';
import { Random, normalizeText, slugify } from './random.js';
import {
  articleSeeds,
  categoryGroups,
  categorySeeds,
  colours,
  deliveryProviders,
  eshopPrefixes,
  eshopSuffixes,
  inspirationOwners,
  inspirationRooms,
  manufacturerNames,
  modelNames,
  modelSuffixes,
  reviewPhrases,
  styleAdjectives,
  styles,
} from './catalogue-data.js';
import { seededUsers } from './users.js';

export const SEED = 20261124;
const PRODUCTS_PER_CATEGORY = 95;
const ESHOP_COUNT = 44;
/** Seeded dates are relative to a fixed day so the catalogue does not change between runs. */
export const SEED_DAY = Date.UTC(2026, 9, 1);

const round2 = (n: number) => Math.round(n * 100) / 100;
const niceprice = (n: number) => (n < 50 ? Math.round(n) - 0.05 : Math.round(n / 5) * 5 - 0.01);
const isoDay = (offsetDays: number) => new Date(SEED_DAY + offsetDays * 86_400_000).toISOString();
/**
 * A draw whose value is no longer stored (the old alternative-offers count, now worked out from the product's
 * variants in catalog/variants.ts): still drawn, in its place, so that the rest of the catalogue stays as it was.
 */
const dropped = (_value: unknown): [] => [];

export function isSeeded(db: Db): boolean {
  return db.prepare(`SELECT value FROM settings WHERE key = 'seeded'`).get() !== undefined;
}

/** Fills a fresh database in one transaction; does nothing when it is seeded already. */
export function seedDatabase(db: Db): void {
  if (isSeeded(db)) return;
  const rnd = new Random(SEED);
  db.transaction(() => {
    const setting = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)');
    setting.run('secret', randomBytes(32).toString('hex'));

    // Categories: one top-level group per room plus the leaf categories that hold variants.
    const insertCategory = db.prepare(
      'INSERT INTO categories (id, parent_id, name, long_name, slug, color, promoted, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const groupIds = new Map<string, number>();
    categoryGroups.forEach((group, i) => {
      const id = 100 + i;
      groupIds.set(group, id);
      insertCategory.run(id, null, group, group, slugify(group), colours[i % colours.length]!.hex, 0, i);
    });
    const categoryIds: number[] = [];
    categorySeeds.forEach((cat, i) => {
      const id = 200 + i;
      categoryIds.push(id);
      insertCategory.run(id, groupIds.get(cat.group)!, cat.name, cat.longName, slugify(cat.name), colours[(i * 5) % colours.length]!.hex, i % 3 === 0 || i === 1 ? 1 : 0, i);
    });

    // Menu trees (primary, rooms, gifts, top).
    const insertMenu = db.prepare('INSERT INTO menu_items (id, tree, parent_id, name, slug, image_color, position) VALUES (?, ?, ?, ?, ?, ?, ?)');
    let menuId = 1;
    categoryGroups.forEach((group, gi) => {
      const parent = menuId++;
      insertMenu.run(parent, 'primary', null, group, slugify(group), colours[gi % colours.length]!.hex, gi);
      categorySeeds.forEach((cat, ci) => {
        if (cat.group === group) insertMenu.run(menuId++, 'primary', parent, cat.name, slugify(cat.name), colours[ci % colours.length]!.hex, ci);
      });
    });
    inspirationRooms.forEach((room, i) => insertMenu.run(menuId++, 'rooms', null, room, slugify(room), colours[i]!.hex, i));
    [
      ['Cadeaus onder € 25', 'kussens'],
      ['Cadeaus voor thuiswerkers', 'bureaustoelen'],
      ['Sfeervolle verlichting', 'tafellampen'],
      ['Voor de tuinliefhebber', 'plantenbakken'],
    ].forEach(([name, slug], i) => insertMenu.run(menuId++, 'gifts', null, name!, slug!, colours[i + 4]!.hex, i));
    ['Banken', 'Eettafels', 'Bedden', 'Hanglampen', 'Vloerkleden', 'Fauteuils'].forEach((name, i) =>
      insertMenu.run(menuId++, 'top', null, name, slugify(name), colours[i + 2]!.hex, i),
    );

    // Web shops and manufacturers.
    const insertEshop = db.prepare('INSERT INTO eshops (id, name, slug, domain, paid, rating) VALUES (?, ?, ?, ?, ?, ?)');
    const shopNames = new Set<string>();
    while (shopNames.size < ESHOP_COUNT) shopNames.add(`${rnd.pick(eshopPrefixes)}${rnd.pick(eshopSuffixes)}`);
    const eshopIds: number[] = [];
    [...shopNames].forEach((name, i) => {
      const id = 1 + i;
      eshopIds.push(id);
      const slug = slugify(name);
      insertEshop.run(id, name.endsWith('online') ? name : `${name}.nl`, slug, `${slug}.nl`, rnd.chance(0.6) ? 1 : 0, round2(3.4 + rnd.next() * 1.6));
    });
    const insertManufacturer = db.prepare('INSERT INTO manufacturers (id, name, slug) VALUES (?, ?, ?)');
    manufacturerNames.forEach((name, i) => insertManufacturer.run(1 + i, name, slugify(name)));

    // Products and their variants.
    const insertProduct = db.prepare('INSERT INTO products (id, name, slug, category_id) VALUES (?, ?, ?, ?)');
    const insertVariant = db.prepare(`INSERT INTO variants (
      id, product_id, category_id, eshop_id, manufacturer_id, name, slug, description, search_text, color, color_hex, material, style,
      price, price_before_discount, discount_valid_until, installment_months, installment_amount,
      voucher_code, voucher_value, voucher_type, voucher_price, in_stock, active, disabled, free_shipping, delivery_price,
      delivery_in_days, cooling_off_period, tier, promo_tags, width_from, width_to, height_from, height_to, depth_from, depth_to,
      diameter_from, diameter_to, image_count, main_image_orientation, display_parameters, highlighted,
      top_product_label, has_deliveries, es_rank, optimization_type, seed_likes, price_drop_from
    ) VALUES (${Array(49).fill('?').join(', ')})`);
    const insertReview = db.prepare(`INSERT INTO reviews (id, variant_id, external_id, user_id, user_nick_name, value, date_time, image_ids,
      text, original_text, translated_from, reply_text, reply_date_time, pluses, minuses, source) VALUES (${Array(16).fill('?').join(', ')})`);
    const updateReviews = db.prepare('UPDATE variants SET rating = ?, reviews_count = ?, review_images_count = ? WHERE id = ?');
    const insertSummary = db.prepare('INSERT INTO review_summaries (variant_id, pros, cons, web_summary, web_sources) VALUES (?, ?, ?, ?, ?)');
    const insertDelivery = db.prepare('INSERT INTO deliveries (variant_id, provider, logo, website, items) VALUES (?, ?, ?, ?, ?)');

    const voucherCodes = ['WELKOM10', 'HERFST15', 'WOON20', 'EXTRA5', 'SFEER25', 'KORTING50', 'THUIS10'];
    let productId = 1000;
    let variantId = 10000;
    let reviewId = 1;
    let rank = 0;
    categorySeeds.forEach((cat, ci) => {
      const categoryId = categoryIds[ci]!;
      const isGarden = cat.group === 'Tuin';
      for (let p = 0; p < PRODUCTS_PER_CATEGORY; p++) {
        productId++;
        const model = `${rnd.pick(modelNames)}${(() => {
          const s = rnd.pick(modelSuffixes);
          return s ? ` ${s}` : '';
        })()}`;
        const productName = `${cat.noun} ${model}`;
        insertProduct.run(productId, productName, slugify(productName), categoryId);
        const manufacturerId = rnd.int(1, manufacturerNames.length);
        const style = rnd.pick(styles);
        const basePrice = cat.priceMin + (cat.priceMax - cat.priceMin) * Math.pow(rnd.next(), 1.8);
        const variantCount = rnd.int(1, 4);
        const productColours = rnd.sample(colours, variantCount);
        const width = rnd.int(cat.width[0], cat.width[1]);
        const height = rnd.int(cat.height[0], cat.height[1]);
        const depth = rnd.int(cat.depth[0], cat.depth[1]);
        for (const colour of productColours) {
          variantId++;
          rank++;
          const material = rnd.pick(cat.materials);
          const name = `${productName} ${material.toLowerCase()} ${colour.name.toLowerCase()}`;
          const eshopId = rnd.pick(eshopIds);
          const price = niceprice(basePrice * (0.9 + rnd.next() * 0.25));
          const discounted = rnd.chance(0.35);
          const priceBefore = discounted ? niceprice(price * (1.1 + rnd.next() * 0.5)) : null;
          const months = price >= 150 ? rnd.pick([3, 6, 10, 12]) : null;
          const installment = months ? round2(price / months) : null;
          const voucherType = rnd.chance(0.12) ? (rnd.chance(0.5) ? 'percent' : 'money') : null;
          const voucherValue = voucherType === 'percent' ? rnd.pick([5, 10, 15, 20]) : voucherType === 'money' ? rnd.pick([5, 10, 25, 50]) : null;
          // One voucher in four comes without the price with it (the shop did not send it): the card shows the code only.
          const voucherPrice =
            variantId % 4 === 0
              ? null
              : voucherType === 'percent' ? round2(price * (1 - voucherValue! / 100)) : voucherType === 'money' ? round2(Math.max(1, price - voucherValue!)) : null;
          const disabled = rnd.chance(0.02) ? 1 : 0;
          const active = disabled ? 0 : rnd.chance(0.93) ? 1 : 0;
          const inStock = active && rnd.chance(0.7) ? 1 : 0;
          const freeShipping = price > 250 || rnd.chance(0.3) ? 1 : 0;
          const deliveryDays = inStock ? rnd.int(1, 3) : rnd.pick([0, 0, 2, 4, 5, 7, 10, 14, 21, 28, 42]);
          const promoTags: string[] = [];
          if (rnd.chance(0.08)) promoTags.push('bestseller');
          if (rnd.chance(0.1)) promoTags.push('blackFriday');
          if (isGarden && rnd.chance(0.4)) promoTags.push('gardenSales');
          const priceDrop = rnd.chance(0.1);
          if (priceDrop) promoTags.push('priceDrop');
          const tier = promoTags.includes('bestseller') ? 'Bestseller' : rnd.chance(0.05) ? 'Premium' : null;
          const params = [
            { name: 'Materiaal', value: material },
            { name: 'Kleur', value: colour.name },
            { name: 'Breedte', value: `${Math.round(width / 10)} cm` },
            { name: 'Stijl', value: style },
            ...(cat.extraParameter ? [{ name: cat.extraParameter.name, value: rnd.pick(cat.extraParameter.values) }] : []),
            { name: 'Merk', value: manufacturerNames[manufacturerId - 1]! },
            { name: 'Hoogte', value: `${Math.round(height / 10)} cm` },
          ];
          const description = `${productName} van ${manufacturerNames[manufacturerId - 1]} in ${colour.name.toLowerCase()} ${material.toLowerCase()}. Een ${style.toLowerCase()} ontwerp dat past in elk interieur. Afmetingen: ${Math.round(width / 10)} × ${Math.round(height / 10)} cm.`;
          const adjustable = rnd.chance(0.1);
          const hasDeliveries = rnd.chance(0.85);
          insertVariant.run(
            variantId, productId, categoryId, eshopId, manufacturerId, name, slugify(name), description,
            normalizeText(`${name} ${cat.name} ${cat.longName} ${manufacturerNames[manufacturerId - 1]} ${style}`),
            colour.name, colour.hex, material, style,
            price, priceBefore, priceBefore ? isoDay(rnd.int(30, 90)).slice(0, 10) : null, months, installment,
            voucherType ? rnd.pick(voucherCodes) : null, voucherValue, voucherType, voucherPrice,
            inStock, active, disabled, freeShipping, freeShipping ? 0 : rnd.pick([4.95, 6.95, 9.95, 19.95, 49]),
            deliveryDays, rnd.pick([14, 14, 30]), tier, JSON.stringify(promoTags),
            width, adjustable ? width + rnd.int(100, 600) : width, height, adjustable ? height + rnd.int(50, 200) : height,
            cat.round ? null : depth, cat.round ? null : depth, cat.round ? width : null, cat.round ? width : null,
            rnd.int(1, 12), rnd.pick(['square', 'landscape', 'portrait']), JSON.stringify(params), ...dropped(rnd.pick([0, 0, 0, 1, 2, 3, 5, 8])),
            rnd.chance(0.05) ? 1 : 0, rnd.chance(0.03) ? 'Topproduct' : null, hasDeliveries ? 1 : 0,
            rank + rnd.int(0, 400), rnd.pick(['automatic', 'manual', 'stableRank']), rnd.int(0, 240),
            priceDrop ? niceprice(price * (1.08 + rnd.next() * 0.2)) : null,
          );

          // Reviews for about a third of the variants.
          if (rnd.chance(0.35)) {
            const count = rnd.int(1, 7);
            let sum = 0;
            let images = 0;
            for (let r = 0; r < count; r++) {
              const value = rnd.chance(0.7) ? rnd.int(4, 5) : rnd.int(1, 3);
              sum += value;
              const imageIds = rnd.chance(0.2) ? Array.from({ length: rnd.int(1, 3) }, (_, i) => reviewId * 10 + i) : [];
              images += imageIds.length;
              const pool = value >= 4 ? reviewPhrases.positive : value === 3 ? reviewPhrases.neutral : reviewPhrases.negative;
              const translated = rnd.chance(0.1) ? rnd.pick(['de', 'en'] as const) : null;
              const text = rnd.pick(pool);
              insertReview.run(
                reviewId, variantId, `R-${reviewId.toString(36).toUpperCase()}`, null, rnd.pick(reviewPhrases.nickNames), value,
                isoDay(-rnd.int(1, 700)), JSON.stringify(imageIds), text,
                translated ? rnd.pick(translated === 'de' ? reviewPhrases.german : reviewPhrases.english) : null, translated,
                rnd.chance(0.2) ? rnd.pick(reviewPhrases.replies) : null, null,
                JSON.stringify(rnd.sample(reviewPhrases.pluses, rnd.int(0, 3))),
                JSON.stringify(value < 5 ? rnd.sample(reviewPhrases.minuses, rnd.int(0, 2)) : []),
                rnd.pick(['etalage', 'eshop', 'import']),
              );
              reviewId++;
            }
            updateReviews.run(round2(sum / count), count, images, variantId);
            if (count >= 3) {
              insertSummary.run(
                variantId,
                JSON.stringify(rnd.sample(reviewPhrases.pluses, 3).map((text) => ({ text, percentage: rnd.int(40, 95) }))),
                JSON.stringify(rnd.sample(reviewPhrases.minuses, 2).map((text) => ({ text, percentage: rnd.int(5, 35) }))),
                `Kopers zijn overwegend positief over de ${productName}: vooral de uitstraling en de prijs worden gewaardeerd.`,
                JSON.stringify(['Reviews op Etalage', 'Reviews bij de webshop']),
              );
            }
          }

          // Delivery options, for the variants that have them.
          for (const provider of hasDeliveries ? rnd.sample(deliveryProviders, rnd.int(1, 3)) : []) {
            const items = [
              { id: rnd.int(1, 99999), type: 'home', label: 'Bezorging aan huis', price: freeShipping ? 0 : rnd.pick([4.95, 6.95, 9.95]), priceCod: null, deliveryDays },
              ...(rnd.chance(0.5) ? [{ id: rnd.int(1, 99999), type: 'pickup', label: 'Afhaalpunt', price: freeShipping ? 0 : 3.95, priceCod: null, deliveryDays: deliveryDays + 1 }] : []),
            ];
            insertDelivery.run(variantId, provider.label, slugify(provider.label), provider.website, JSON.stringify(items));
          }
        }
      }
    });

    // Well-reviewed variants: the first card ('populair') of the first three categories gets 26 more reviews, about
    // half with photos, so that review lists page (10 a page) in both filters. A stream of its own keeps the rest of
    // the catalogue as it was.
    const reviewRnd = new Random(SEED + 1);
    for (const categoryId of categoryIds.slice(0, 3)) {
      const first = db
        .prepare('SELECT id, name FROM variants WHERE category_id = ? AND active = 1 AND disabled = 0 ORDER BY es_rank, id LIMIT 1')
        .get(categoryId) as { id: number; name: string } | undefined;
      if (!first) continue;
      for (let r = 0; r < 26; r++) {
        const value = reviewRnd.chance(0.75) ? reviewRnd.int(4, 5) : reviewRnd.int(1, 3);
        const imageIds = reviewRnd.chance(0.5) ? Array.from({ length: reviewRnd.int(1, 4) }, (_, i) => reviewId * 10 + i) : [];
        const pool = value >= 4 ? reviewPhrases.positive : value === 3 ? reviewPhrases.neutral : reviewPhrases.negative;
        const translated = reviewRnd.chance(0.15) ? reviewRnd.pick(['de', 'en'] as const) : null;
        const replied = reviewRnd.chance(0.25);
        insertReview.run(
          reviewId, first.id, `R-${reviewId.toString(36).toUpperCase()}`, null, reviewRnd.pick(reviewPhrases.nickNames), value,
          isoDay(-reviewRnd.int(1, 700)), JSON.stringify(imageIds), reviewRnd.pick(pool),
          translated ? reviewRnd.pick(translated === 'de' ? reviewPhrases.german : reviewPhrases.english) : null, translated,
          replied ? reviewRnd.pick(reviewPhrases.replies) : null, replied ? isoDay(-reviewRnd.int(0, 30)) : null,
          JSON.stringify(reviewRnd.sample(reviewPhrases.pluses, reviewRnd.int(0, 3))),
          JSON.stringify(value < 5 ? reviewRnd.sample(reviewPhrases.minuses, reviewRnd.int(0, 2)) : []),
          reviewRnd.pick(['etalage', 'eshop', 'import']),
        );
        reviewId++;
      }
      const totals = db
        .prepare(`SELECT COUNT(*) AS n, AVG(value) AS rating, SUM(json_array_length(image_ids)) AS images FROM reviews WHERE variant_id = ?`)
        .get(first.id) as { n: number; rating: number; images: number };
      updateReviews.run(round2(totals.rating), totals.n, totals.images, first.id);
      if (!db.prepare('SELECT 1 FROM review_summaries WHERE variant_id = ?').get(first.id)) {
        insertSummary.run(
          first.id,
          JSON.stringify(reviewRnd.sample(reviewPhrases.pluses, 3).map((text) => ({ text, percentage: reviewRnd.int(40, 95) }))),
          JSON.stringify(reviewRnd.sample(reviewPhrases.minuses, 2).map((text) => ({ text, percentage: reviewRnd.int(5, 35) }))),
          `Kopers zijn overwegend positief over de ${first.name}: vooral de uitstraling en de prijs worden gewaardeerd.`,
          JSON.stringify(['Reviews op Etalage', 'Reviews bij de webshop']),
        );
      }
    }

    // Inspirations with tagged variants.
    const insertInspiration = db.prepare(
      'INSERT INTO inspirations (id, name, description, is_stl, owner_name, eshop_id, room, style, color, images) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (let i = 1; i <= 48; i++) {
      const room = rnd.pick(inspirationRooms);
      const style = rnd.pick(styles);
      const images = Array.from({ length: rnd.int(1, 3) }, (_, k) => ({
        id: i * 10 + k,
        width: 1200,
        height: 900,
        aspectRatio: 1.33,
        variants: apartSpots(
          Array.from({ length: rnd.int(2, 5) }, () => ({
            variantId: rnd.int(10001, variantId),
            x: round2(0.1 + rnd.next() * 0.8),
            y: round2(0.1 + rnd.next() * 0.8),
          })),
        ),
      }));
      insertInspiration.run(
        i, `${styleAdjectives[style]} ${room.toLowerCase()} ${rnd.pick(['met zachte tinten', 'vol planten', 'met veel licht', 'in aardetinten', 'met een twist'])}`,
        `Een ${styleAdjectives[style]!.toLowerCase()} ${room.toLowerCase()} vol ideeën om zelf toe te passen.`, i % 3 === 0 ? 1 : 0,
        rnd.pick(inspirationOwners), rnd.chance(0.4) ? rnd.pick(eshopIds) : null, room, style, rnd.pick(colours).hex, JSON.stringify(images),
      );
    }

    // Magazine articles.
    const insertArticle = db.prepare(
      'INSERT INTO articles (id, slug, title, category_slug, category_name, perex, body, color, published_at, published) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    articleSeeds.forEach((article, i) => {
      insertArticle.run(
        i + 1, slugify(article.title), article.title, slugify(article.category), article.category,
        `${article.title}: praktische tips en inspiratie van onze redactie.`,
        JSON.stringify([
          'Een fijn interieur begint met een plan. Kijk eerst hoe je de ruimte gebruikt en welk gevoel je wilt oproepen.',
          'Kies daarna een paar basisstukken van goede kwaliteit en vul aan met kleinere items die je makkelijk kunt wisselen.',
          'Natuurlijke materialen zoals hout, linnen en keramiek brengen rust en gaan lang mee.',
        ]),
        colours[i % colours.length]!.hex, isoDay(-i * 9).slice(0, 10), i === articleSeeds.length - 1 ? 0 : 1,
      );
    });

    // Users: one admin, one web-shop user, one shopper.
    const insertUser = db.prepare(
      'INSERT INTO users (email, password_hash, first_name, last_name, is_admin, is_eshop, eshop_id, date_of_birth, gender, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const user of seededUsers) {
      insertUser.run(
        user.email, hashPassword(user.password), user.firstName, user.lastName, user.isAdmin ? 1 : 0, user.isEshop ? 1 : 0,
        user.isEshop ? eshopIds[0]! : null, user.dateOfBirth, user.gender, isoDay(0),
      );
    }
    setting.run('seeded', String(SEED));
  })();
}

/**
 * Hotspots far enough apart that no dot is drawn over another's 40 px button at any width: at 320 px the
 * image is 288 × 216 px, so two spots closer than 0.12 across and 0.16 down would touch. A spot too close to an
 * earlier one moves down (wrapping within 0.1–0.9) until it is clear; no random numbers are drawn, so the rest of
 * the seed stays as it was.
 */
function apartSpots<T extends { x: number; y: number }>(spots: T[]): T[] {
  const clash = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.abs(a.x - b.x) < 0.12 && Math.abs(a.y - b.y) < 0.16;
  const placed: T[] = [];
  for (const spot of spots) {
    let moved = spot;
    for (let tries = 0; tries < 5 && placed.some((other) => clash(other, moved)); tries++) {
      moved = { ...moved, y: round2(moved.y + 0.17 > 0.9 ? moved.y + 0.17 - 0.8 : moved.y + 0.17) };
    }
    placed.push(moved);
  }
  return placed;
}
