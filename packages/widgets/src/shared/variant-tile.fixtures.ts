import type { LikedVariantsAnswer, Variant, WatchedVariant } from '@etalage/core/api';

/** Test and story data: Dutch furniture offers in the shape of the main API's variants (spec §3). */
const names = [
  'Bank Lissabon 3-zits velours groen',
  'Eettafel Oslo eiken 200 cm',
  'Fauteuil Milaan bouclé crème',
  'Salontafel Rome travertin',
  'Boekenkast Bergen zwart metaal',
  'Hanglamp Delft rotan',
  'Bed Gent 160x200 grijs',
  'Dressoir Utrecht walnoot',
  'Bureaustoel Turijn mesh',
  'Vloerkleed Porto wol beige',
  'Tuinbank Nice teak',
  'Kledingkast Brugge wit',
  'Barkruk Napels cognac leer',
  'Wandspiegel Lyon goud',
];
const shops = ['Woonwinkel Noord', 'Meubelhuis Jansen', 'Sfeer & Zo', 'Design Direct'];

export function makeVariant(id: number, overrides: Partial<Variant> = {}): Variant {
  const index = (id - 1) % names.length;
  const price = 149 + index * 50;
  return {
    id,
    name: names[index]!,
    slug: names[index]!.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, ''),
    eshop: { id: 10 + (index % shops.length), name: shops[index % shops.length]!, slug: 'shop', paid: true },
    price: { price, priceBeforeDiscount: index % 2 === 0 ? price + 50 : null, installmentMonths: null, installmentAmount: null },
    inStock: index % 3 !== 2,
    active: true,
    freeShipping: index % 2 === 0,
    deliveryInDays: index % 3 === 2 ? 14 : 2,
    reviews: { rating: 3.8 + (index % 3) * 0.4, reviewsCount: 3 + index * 2, imagesCount: 0 },
    dimensions: {
      width: { from: 1800 + index * 100, to: 1800 + index * 100 },
      height: { from: 750, to: 750 },
      depth: { from: 900, to: 900 },
      diameter: null,
    },
    displayParameters: [
      { name: 'Materiaal', value: index % 2 === 0 ? 'Velours' : 'Eikenhout' },
      { name: 'Kleur', value: ['Groen', 'Naturel', 'Crème', 'Zwart'][index % 4]! },
    ],
    image: { id: `${id}-0`, type: 'main', cropped: true },
    images: [{ id: `${id}-0`, type: 'main', cropped: true }],
    ...overrides,
  };
}

export const variants = (ids: number[]) => ids.map((id) => makeVariant(id));

/** One page of liked variants, as `GET /api/v2/user/variants-liked` answers it. */
export function likedPage(allIds: number[], page: number, pageSize = 12): LikedVariantsAnswer {
  const totalCount = allIds.length;
  return {
    variants: variants(allIds.slice((page - 1) * pageSize, page * pageSize)),
    pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(totalCount / pageSize)), totalCount },
  };
}

export function watched(id: number, targetPrice: number | null): WatchedVariant {
  return { variant: makeVariant(id), type: targetPrice === null ? 'availability' : 'price', targetPrice };
}

export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
