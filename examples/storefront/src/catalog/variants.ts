import { routes } from '@etalage/core';
import { cardDataFromVariant, type ProductCardData } from '@etalage/markup';
import type { Db } from '../db/connection.js';
import { imageUrl, productImageId } from './images.js';
import { adminDataOf } from './admin.js';
import type { VariantRow } from './variant-row.js';

export type { VariantRow } from './variant-row.js';

/** How many other offers a product page lists ('Andere uitvoeringen'), and so the most a card's count says. */
export const OTHER_OFFERS_LIMIT = 10;

/** Whether `offer` is another offer of `base`: another variant of its product, still offered. One rule for the page's list and the card's count. */
const isOtherOffer = (offer: string, base: string) => `${offer}.product_id = ${base}.product_id AND ${offer}.id != ${base}.id AND ${offer}.disabled = 0`;

export const VARIANT_SELECT = `SELECT v.*, c.name AS category_name, c.long_name AS category_long_name, c.slug AS category_slug,
  e.name AS eshop_name, e.slug AS eshop_slug, e.paid AS eshop_paid, e.domain AS eshop_domain, m.name AS manufacturer_name, m.slug AS manufacturer_slug,
  MIN(${OTHER_OFFERS_LIMIT}, (SELECT COUNT(*) FROM variants o WHERE ${isOtherOffer('o', 'v')})) AS alternative_offers_count
  FROM variants v JOIN categories c ON c.id = v.category_id JOIN eshops e ON e.id = v.eshop_id JOIN manufacturers m ON m.id = v.manufacturer_id`;

export function variantPath(row: Pick<VariantRow, 'id' | 'slug'>): string {
  return `/product/v/${row.id}-${row.slug}`;
}

/** The id of a similarity request: the variant and the image asked about (why not a stored row: catalog/similarity.ts). */
export function similarityRequestId(variantId: number, imageIndex = 0): string {
  return `${variantId}-${imageIndex}`;
}

/** The visually-similar page of a variant's image: where the 'Vergelijkbaar uiterlijk' action leads. */
export function visuallySimilarPath(row: Pick<VariantRow, 'id' | 'slug'>, imageIndex = 0): string {
  return routes.visuallySimilar(similarityRequestId(row.id, imageIndex), row.slug);
}

export function findVariant(db: Db, id: number): VariantRow | undefined {
  return db.prepare(`${VARIANT_SELECT} WHERE v.id = ?`).get(id) as VariantRow | undefined;
}

/** The offers the product page lists under 'Andere uitvoeringen' (cheapest first): what the card's count counts. */
export function otherOffers(db: Db, row: Pick<VariantRow, 'id'>): VariantRow[] {
  return db
    .prepare(`${VARIANT_SELECT} JOIN variants base ON base.id = ? WHERE ${isOtherOffer('v', 'base')} ORDER BY v.price, v.id LIMIT ?`)
    .all(row.id, OTHER_OFFERS_LIMIT) as VariantRow[];
}

/** Rows in the order of `ids` (unknown ids are skipped). */
export function findVariants(db: Db, ids: readonly number[]): VariantRow[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare(`${VARIANT_SELECT} WHERE v.id IN (${ids.map(() => '?').join(',')})`)
    .all(...ids) as VariantRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is VariantRow => r !== undefined);
}

/** Current like count of a variant: seeded likes plus the likes stored by visitors and users. */
export function likeCounts(db: Db, ids: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const rows = db
    .prepare(
      `SELECT item_id, COUNT(*) AS n FROM likes WHERE item_type = 'variant' AND item_id IN (${ids.map(() => '?').join(',')}) GROUP BY item_id`,
    )
    .all(...ids) as { item_id: number; n: number }[];
  for (const row of rows) counts.set(row.item_id, row.n);
  return counts;
}

function parse<T>(json: string): T {
  return JSON.parse(json) as T;
}

export function productImages(row: Pick<VariantRow, 'id' | 'image_count'>, size: 'card' | 'detail' | 'thumb' | 'small' = 'card') {
  return Array.from({ length: row.image_count }, (_, i) => ({
    id: productImageId(row.id, i),
    url: imageUrl('product', size, productImageId(row.id, i)),
  }));
}

/**
 * What `renderProductCard` needs: the API's variant through the one mapping the browser's cards use too, plus the
 * 'Vergelijkbaar uiterlijk' action of the card's (main) image, which only the server's cards carry.
 */
export function toCardData(row: VariantRow, likes: number): ProductCardData {
  return { ...cardDataFromVariant(toApiVariant(row, likes)), visuallySimilarUrl: visuallySimilarPath(row) };
}

export function voucherOf(row: VariantRow) {
  // The price with the voucher is optional: without it the card still shows the code.
  if (!row.voucher_code || row.voucher_value === null) return null;
  return {
    code: row.voucher_code,
    value: row.voucher_value,
    valueType: row.voucher_type === 'percent' ? 'percent' : 'money',
    priceWithVoucher: row.voucher_price,
  } as const;
}

const range = (from: number | null, to: number | null) => (from === null ? null : { from, to: to ?? from });

/** Promo tags as the API answers them: one boolean per tag of spec §3. */
function promoTagsObject(tags: string[]) {
  return {
    bestseller: tags.includes('bestseller'),
    blackFriday: tags.includes('blackFriday'),
    gardenSales: tags.includes('gardenSales'),
    priceDrop: tags.includes('priceDrop'),
  };
}

/** The variant as the API answers it (spec §3); admin fields only for admins. */
export function toApiVariant(row: VariantRow, likes: number, options: { admin?: boolean; clickSource?: number | null } = {}) {
  const discount =
    row.price_before_discount && row.price_before_discount > row.price
      ? Math.floor(((row.price_before_discount - row.price) / row.price_before_discount) * 100)
      : 0;
  const images = Array.from({ length: row.image_count }, (_, i) => ({
    id: productImageId(row.id, i),
    type: i === 0 ? 'main' : 'gallery',
    cropped: i === 0,
  }));
  const variant = {
    id: row.id,
    productId: row.product_id,
    name: row.name,
    description: row.description,
    slug: row.slug,
    url: variantPath(row),
    eshop: { id: row.eshop_id, name: row.eshop_name, slug: row.eshop_slug, paid: row.eshop_paid === 1 },
    price: {
      price: row.price,
      priceBeforeDiscount: row.price_before_discount,
      installmentMonths: row.installment_months,
      installmentAmount: row.installment_amount,
    },
    discount: discount > 0 ? { discount, validity: row.discount_valid_until } : null,
    voucher: voucherOf(row),
    discounted: discount > 0,
    inStock: row.in_stock === 1,
    category: { id: row.category_id, name: row.category_name, longName: row.category_long_name, slug: row.category_slug },
    active: row.active === 1,
    disabled: row.disabled === 1,
    dataLayer: {
      id: row.id,
      name: row.name,
      price: row.price,
      brand: row.manufacturer_name,
      category: row.category_name,
      eshop: row.eshop_name,
    },
    freeShipping: row.free_shipping === 1,
    tier: row.tier,
    clickSource: options.clickSource ?? null,
    adminMode: options.admin === true,
    reviews: {
      rating: row.rating,
      reviewsCount: row.reviews_count,
      imagesCount: row.review_images_count,
      vector: row.reviews_count > 0 ? [row.rating] : [],
    },
    dimensions: {
      width: range(row.width_from, row.width_to),
      height: range(row.height_from, row.height_to),
      depth: range(row.depth_from, row.depth_to),
      diameter: range(row.diameter_from, row.diameter_to),
    },
    promoTags: promoTagsObject(parse<string[]>(row.promo_tags)),
    hasDeliveries: row.has_deliveries === 1,
    image: images[0] ?? null,
    images,
    coolingOffPeriod: row.cooling_off_period,
    deliveryPrice: row.delivery_price,
    deliveryInDays: row.delivery_in_days,
    alternativeOffersCount: row.alternative_offers_count,
    displayParameters: parse<{ name: string; value: string }[]>(row.display_parameters),
    highlighted: row.highlighted === 1,
    topProductLabel: row.top_product_label,
    likesCount: row.seed_likes + likes,
  };
  if (!options.admin) return variant;
  return { ...variant, ...adminDataOf(row) };
}

export type ApiVariant = ReturnType<typeof toApiVariant>;
