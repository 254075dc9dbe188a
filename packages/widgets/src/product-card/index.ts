import type { WidgetDefinition } from '@etalage/runtime';
import { requiredId } from '@etalage/runtime/schema';
import type { ProductCardProps } from './product-card.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="product-card"` on the card root: seen tracking and click-through events, no
 * re-render. It wakes as the card comes into view (spec §4: the card hydrates when it enters view).
 */
export const productCard: WidgetDefinition<ProductCardProps> = {
  name: 'product-card',
  activation: 'visible',
  props: {
    variantId: requiredId,
    clickSource: { type: 'number', integer: true },
    position: { type: 'number', integer: true, min: 0 },
  },
  enhance: true,
  load: () => import('./product-card.js'),
};

export const placement: WidgetPlacement = { registry: 'every-page' };
