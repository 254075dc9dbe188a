import type { WidgetDefinition } from '@etalage/runtime';
import { count, optionalText } from '@etalage/runtime/schema';
import type { RatingSummaryProps } from './rating-summary.js';
import type { WidgetPlacement } from '../widget-placement.js';

/** The rating summary (review-service pages, partner pages): `data-etl-widget="rating-summary"`. */
export const ratingSummary: WidgetDefinition<RatingSummaryProps> = {
  name: 'rating-summary',
  activation: 'visible',
  props: {
    rating: { type: 'number', required: true, min: 0 },
    reviewsCount: count,
    variantId: { type: 'number', integer: true, min: 1 },
    productName: optionalText,
  },
  load: () => import('./rating-summary.js'),
};

export const placement: WidgetPlacement = { registry: 'page', partner: true };
