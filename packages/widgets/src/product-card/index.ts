import type { WidgetDefinition } from '@etalage/runtime';
import { requiredId } from '@etalage/runtime/schema';
import type { ProductCardProps } from './product-card.js';
import type { WidgetPlacement } from '../widget-placement.js';

/** `data-etl-widget="product-card"` on the card root: seen tracking and click-through events, no re-render. */
export const productCard: WidgetDefinition<ProductCardProps> = {
  name: 'product-card',
  activation: 'idle',
  enhance: true,
  props: {
    variantId: requiredId,
    clickSource: { type: 'number', integer: true },
    position: { type: 'number', integer: true, min: 0 },
  },
  load: () => import('./product-card.js'),
};

export const placement: WidgetPlacement = { registry: 'every-page' };
