import type { WidgetDefinition } from '@etalage/runtime';
import { count, optionalText, requiredId } from '@etalage/runtime/schema';
import type { ReviewListProps } from './review-list.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * The reviews page (`/product/{variantId}/reviews`): mounted over the server's first page of reviews (the no-JS
 * fallback), it adds the filters with counts, 'Meer reviews' and the photos' modal. Also the reviews modal's list.
 */
export const reviewList: WidgetDefinition<ReviewListProps> = {
  name: 'review-list',
  activation: 'eager',
  props: {
    variantId: requiredId,
    productName: optionalText,
    filter: { type: 'enum', values: ['all', 'withImage', 'withPhoto'], default: 'all' },
    reviewsCount: count,
    reviewsWithImageCount: count,
  },
  load: () => import('./review-list.js'),
};

export const placement: WidgetPlacement = { registry: 'page', partner: true };
