import type { WidgetDefinition } from '@etalage/runtime';
import type { WatchButtonProps } from './watch-button.js';

/** `data-etl-widget="watch-button"`: price and stock alerts for a variant (watchdog). */
export const watchButton: WidgetDefinition<WatchButtonProps> = {
  name: 'watch-button',
  activation: 'visible',
  props: {
    variantId: { type: 'number', integer: true, required: true, min: 1 },
    price: { type: 'number', min: 0 },
    itemName: { type: 'string' },
  },
  load: () => import('./watch-button.js'),
};
