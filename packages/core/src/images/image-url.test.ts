import { describe, expect, it } from 'vitest';
import { imageSources, imageUrl, ImageUrlError } from './image-url.js';

describe('image URL builder (spec §5, §9)', () => {
  it('builds URLs for product, review, avatar and inspiration images by size name', () => {
    expect(imageUrl({ type: 'product', id: 123, size: 'card' })).toBe('/images/product/320x320/123.jpg');
    expect(imageUrl({ type: 'review', id: 'r9', size: 'thumb', format: 'webp' })).toBe('/images/review/96x96/r9.webp');
    expect(imageUrl({ type: 'avatar', id: 5, size: 'small', host: 'https://img.etalage.test' })).toBe(
      'https://img.etalage.test/images/avatar/40x40/5.jpg',
    );
    expect(imageUrl({ type: 'inspiration', id: 7, size: 'large' })).toBe('/images/inspiration/1200x1500/7.jpg');
  });

  it('accepts explicit width and height', () => {
    expect(imageUrl({ type: 'product', id: 1, width: 200, height: 150 })).toBe('/images/product/200x150/1.jpg');
    expect(imageSources({ type: 'product', id: 1, size: 'thumb' })).toEqual({
      webp: '/images/product/80x80/1.webp',
      jpg: '/images/product/80x80/1.jpg',
    });
  });

  it('fails without a width or size name, without a height or size name, and on an unknown size name', () => {
    expect(() => imageUrl({ type: 'product', id: 1, height: 100 })).toThrow(new ImageUrlError('Image width or size name is required'));
    expect(() => imageUrl({ type: 'product', id: 1, width: 100 })).toThrow('Image height or size name is required');
    expect(() => imageUrl({ type: 'avatar', id: 1, size: 'huge' })).toThrow('Unknown image size "huge" for type avatar');
    expect(() => imageUrl({ type: 'avatar', id: 1, size: 'toString' })).toThrow(ImageUrlError);
  });
});
