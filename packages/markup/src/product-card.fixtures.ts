import type { ProductCardData } from './product-card.js';

/** A card's data as the tests of the card markup (here and in `@etalage/widgets/server`) draw it: every part filled, names to escape. */
export function cardVariant(overrides: Partial<ProductCardData> = {}): ProductCardData {
  return {
    id: 42,
    name: 'Bank "Oslo" <3-zits>',
    description: 'Een ruime bank van eikenhout.',
    detailUrl: '/product/v/42-bank-oslo',
    shopDomain: '',
    eshop: { id: 7, name: 'Wonen & Zo', slug: 'wonen-en-zo', paid: true },
    price: { price: 599.5, priceBeforeDiscount: 799, installmentMonths: 10, installmentAmount: 59.95 },
    voucher: { code: 'ZOMER10', value: 10, valueType: 'percent', priceWithVoucher: 539.55 },
    active: true,
    inStock: true,
    freeShipping: true,
    deliveryInDays: 3,
    tier: 'Bestseller',
    promoTags: ['bestseller', 'priceDrop'],
    topProductLabel: null,
    reviews: { rating: 4.26, reviewsCount: 12, imagesCount: 3 },
    images: [
      { id: 4200, url: '/images/product/card/4200.webp' },
      { id: 4201, url: '/images/product/card/4201.webp' },
    ],
    displayParameters: [
      { name: 'Breedte', value: '210 cm' },
      { name: 'Materiaal', value: 'Eikenhout' },
      { name: 'Kleur', value: 'Groen' },
      { name: 'Zitplaatsen', value: '3' },
    ],
    alternativeOffersCount: 4,
    likesCount: 17,
    ...overrides,
  };
}

/** `count` card images with ids from 4200. */
export function cardImages(count: number): ProductCardData['images'] {
  return Array.from({ length: count }, (_, i) => ({ id: 4200 + i, url: `/images/product/card/${4200 + i}.webp` }));
}
