/** Image URLs of spec §9: `/images/{type}/{size}/{id}.{jpg|webp}`; sizes are square boxes in px. */
export const imageSizes = { thumb: 160, card: 400, detail: 800, full: 1200 } as const;
export type ImageSize = keyof typeof imageSizes;
export type ImageType = 'product' | 'review' | 'avatar' | 'inspiration' | 'article';
export const imageTypes: readonly ImageType[] = ['product', 'review', 'avatar', 'inspiration', 'article'];

export function imageUrl(type: ImageType, size: ImageSize, id: number, format: 'jpg' | 'webp' = 'webp'): string {
  return `/images/${type}/${size}/${id}.${format}`;
}

/** Product image ids carry their variant: `variantId * 100 + index`. */
export function productImageId(variantId: number, index: number): number {
  return variantId * 100 + index;
}
