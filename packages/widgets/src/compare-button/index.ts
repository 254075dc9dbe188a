import type { WidgetDefinition } from '@etalage/runtime';
import type { CompareButtonProps } from './compare-button.js';

/** `data-etl-widget="compare-button"`: adds a variant to the comparison list. */
export const compareButton: WidgetDefinition<CompareButtonProps> = {
  name: 'compare-button',
  activation: 'visible',
  props: {
    variantId: { type: 'number', integer: true, required: true, min: 1 },
    itemName: { type: 'string' },
  },
  load: () => import('./compare-button.js'),
};
