/** Image URLs by type, size and format (spec §5, §9). */
export type ImageType = 'product' | 'review' | 'avatar' | 'inspiration';
export type ImageFormat = 'jpg' | 'webp';

/**
 * Named sizes per type as [width, height] in px. The spec does not list the sizes; these are
 * ours, chosen for a 2-column mobile grid and the desktop detail page.
 */
export const IMAGE_SIZES = {
  product: { thumb: [80, 80], small: [160, 160], card: [320, 320], large: [640, 640], detail: [1024, 1024] },
  review: { thumb: [96, 96], large: [800, 800] },
  avatar: { small: [40, 40], medium: [80, 80] },
  inspiration: { card: [400, 500], large: [1200, 1500] },
} as const satisfies Record<ImageType, Record<string, readonly [number, number]>>;

export type ImageSizeName<T extends ImageType = ImageType> = keyof (typeof IMAGE_SIZES)[T] & string;

export class ImageUrlError extends Error {
  override readonly name = 'ImageUrlError';
}

export interface ImageUrlInput {
  type: ImageType;
  id: number | string;
  /** A named size of the type; or give width and height. */
  size?: string;
  width?: number;
  height?: number;
  format?: ImageFormat;
  /** Image host origin; '' for this page's origin. */
  host?: string;
}

function sizeOf(type: ImageType, name: string): readonly [number, number] {
  const sizes = IMAGE_SIZES[type] as Record<string, readonly [number, number]>;
  const size = Object.prototype.hasOwnProperty.call(sizes, name) ? sizes[name] : undefined;
  if (!size) throw new ImageUrlError(`Unknown image size "${name}" for type ${type}`);
  return size;
}

/** `{host}/images/{type}/{width}x{height}/{id}.{format}`; throws ImageUrlError on a missing or unknown size. */
export function imageUrl(input: ImageUrlInput): string {
  const named = input.size !== undefined ? sizeOf(input.type, input.size) : undefined;
  const width = input.width ?? named?.[0];
  const height = input.height ?? named?.[1];
  if (width === undefined) throw new ImageUrlError('Image width or size name is required');
  if (height === undefined) throw new ImageUrlError('Image height or size name is required');
  const format = input.format ?? 'jpg';
  return `${input.host ?? ''}/images/${input.type}/${width}x${height}/${encodeURIComponent(String(input.id))}.${format}`;
}

/** The webp and jpg pair for a `<picture>` element. */
export function imageSources(input: Omit<ImageUrlInput, 'format'>): Record<ImageFormat, string> {
  return { webp: imageUrl({ ...input, format: 'webp' }), jpg: imageUrl({ ...input, format: 'jpg' }) };
}
