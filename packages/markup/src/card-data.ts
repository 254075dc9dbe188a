import { CARD_MAX_SLIDES, imageUrl, routes } from '@etalage/core';
import type { Variant } from '@etalage/core/api';
import type { ProductCardData } from './product-card.js';

/** The fields of an API variant a card reads (admin data goes elsewhere); `likesCount` is this API's count. */
export type CardVariant = Pick<
  Variant,
  | 'id' | 'name' | 'description' | 'slug' | 'eshop' | 'price' | 'voucher' | 'active' | 'inStock' | 'freeShipping'
  | 'deliveryInDays' | 'tier' | 'promoTags' | 'topProductLabel' | 'reviews' | 'image' | 'images' | 'displayParameters'
  | 'alternativeOffersCount'
> & { likesCount?: number };

/** Spec §3 promo tags arrive as booleans in either spelling (`blackFriday` / `BlackFriday`). */
function promoTagList(tags: Variant['promoTags']): string[] {
  if (!tags) return [];
  const on = Object.entries(tags)
    .filter(([, value]) => value === true)
    .map(([name]) => name.charAt(0).toLowerCase() + name.slice(1));
  return [...new Set(on)];
}

/**
 * A variant as the API answers it (spec §3) → what a card shows. The server maps its own variants through this
 * too, so a card drawn in the browser (similar products, remarketing) is the card the server draws.
 */
export function cardDataFromVariant(variant: CardVariant): ProductCardData {
  const images = variant.images?.length ? variant.images : variant.image ? [variant.image] : [];
  const voucher = variant.voucher;
  return {
    id: variant.id,
    name: variant.name,
    description: variant.description ?? undefined,
    detailUrl: routes.variant(variant.id, variant.slug),
    shopDomain: '',
    eshop: variant.eshop,
    price: {
      price: variant.price.price,
      priceBeforeDiscount: variant.price.priceBeforeDiscount ?? null,
      installmentMonths: variant.price.installmentMonths ?? null,
      installmentAmount: variant.price.installmentAmount ?? null,
    },
    // A voucher whose price with it is unknown still shows its code (spec §3): only that line is left out.
    voucher: voucher ? { code: voucher.code, value: voucher.value, valueType: voucher.valueType, priceWithVoucher: voucher.priceWithVoucher } : null,
    active: variant.active,
    inStock: variant.inStock,
    freeShipping: variant.freeShipping ?? false,
    deliveryInDays: variant.deliveryInDays ?? null,
    tier: variant.tier ?? null,
    promoTags: promoTagList(variant.promoTags),
    topProductLabel: variant.topProductLabel ?? null,
    reviews: {
      rating: variant.reviews?.rating ?? 0,
      reviewsCount: variant.reviews?.reviewsCount ?? 0,
      imagesCount: variant.reviews?.imagesCount ?? 0,
    },
    images: images.slice(0, CARD_MAX_SLIDES).map((image) => ({
      id: Number(image.id),
      url: imageUrl({ type: 'product', id: image.id, size: 'card', format: 'webp' }),
    })),
    displayParameters: variant.displayParameters ?? [],
    alternativeOffersCount: variant.alternativeOffersCount ?? 0,
    likesCount: variant.likesCount ?? 0,
  };
}
