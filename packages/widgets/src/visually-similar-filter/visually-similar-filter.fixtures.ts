import type { VisuallySimilarFilterProps } from './visually-similar-filter.js';

/** Test and story data: the image the page shows and the widget's props as the server writes them. */
export const IMAGE = '/images/product/160x160/1000100.webp';

export const filterProps = (count: number): VisuallySimilarFilterProps => ({
  variantId: 10001,
  categoryId: 200,
  categoryName: 'banken',
  categoryUrl: '/producten/banken',
  imageUrl: IMAGE,
  clickSource: 16,
  requestId: '10001-0',
  count,
});
