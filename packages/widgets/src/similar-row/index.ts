import type { WidgetDefinition } from '@etalage/runtime';
import { optionalText, requiredId } from '@etalage/runtime/schema';
import type { SimilarRowProps } from './similar-row.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="similar-row"`: the similar-products row a card click opens (spec §4). The product-card
 * enhancer places the element after the card's grid row (placement.ts); pages do not write it themselves.
 */
export const similarRow: WidgetDefinition<SimilarRowProps> = {
  name: 'similar-row',
  activation: 'eager',
  props: {
    variantId: requiredId,
    clickSource: { type: 'number', integer: true, min: 1 },
    itemName: optionalText,
  },
  load: () => import('./similar-row.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
