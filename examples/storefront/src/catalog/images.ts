import { imageUrl as buildImageUrl, IMAGE_SIZES } from '@etalage/core';

/**
 * Image URLs of spec §9, built by `@etalage/core`'s `imageUrl` (the one pattern the widgets use too):
 * `/images/{type}/{width}x{height}/{id}.{jpg|webp}`. The storefront adds an `article` type for editorial
 * images (category tiles, magazine), served the same way.
 */
export type ImageType = keyof typeof IMAGE_SIZES | 'article';
export const imageTypes: readonly ImageType[] = ['product', 'review', 'avatar', 'inspiration', 'article'];

const articleSizes = { thumb: [160, 160], card: [640, 400], large: [1200, 750] } as const;

type SizeOf<T extends ImageType> = T extends 'article' ? keyof typeof articleSizes : keyof (typeof IMAGE_SIZES)[Exclude<T, 'article'>];

export function imageUrl<T extends ImageType>(type: T, size: SizeOf<T> & string, id: number, format: 'jpg' | 'webp' = 'webp'): string {
  if (type === 'article') {
    const [width, height] = articleSizes[size as keyof typeof articleSizes];
    return `/images/article/${width}x${height}/${id}.${format}`;
  }
  return buildImageUrl({ type: type as Exclude<ImageType, 'article'>, size, id, format });
}

/** `{width}x{height}` of an image path, within sane bounds, or undefined. */
export function parseImageSize(segment: string): { width: number; height: number } | undefined {
  const match = /^(\d{2,4})x(\d{2,4})$/.exec(segment);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width >= 16 && height >= 16 && width <= 2400 && height <= 2400 ? { width, height } : undefined;
}

/** Product image ids carry their variant: `variantId * 100 + index`. */
export function productImageId(variantId: number, index: number): number {
  return variantId * 100 + index;
}
