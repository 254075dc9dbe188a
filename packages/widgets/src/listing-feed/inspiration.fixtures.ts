import type { Inspiration } from '@etalage/core/api';

/** An inspiration record as `inspiration/feed` answers it (spec §3), with two tagged products. */
export function inspirationRecord(id: number, name = `Inspiratie ${id}`): Inspiration {
  return {
    id,
    name,
    description: null,
    isStl: id % 2 === 0,
    ownerName: 'Studio Lente',
    eshop: null,
    images: [{ id: id * 10, originalWidth: 1200, originalHeight: 900, aspectRatio: 1.33, variants: [{ variantId: 1, x: 0.2, y: 0.3 }, { variantId: 2, x: 0.6, y: 0.5 }] }],
  };
}
