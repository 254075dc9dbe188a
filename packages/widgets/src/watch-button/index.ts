import type { WidgetDefinition } from '@etalage/runtime';
import { requiredId, optionalText } from '../shared/prop-specs.js';
import type { WatchButtonProps } from './watch-button.js';
import { watchButtonResume } from './resume.js';

/** `data-etl-widget="watch-button"`: price and stock alerts for a variant (watchdog). */
export const watchButton: WidgetDefinition<WatchButtonProps> = {
  name: 'watch-button',
  activation: 'visible',
  props: {
    variantId: requiredId,
    price: { type: 'number', min: 0 },
    itemName: optionalText,
    loadStatus: { type: 'boolean' },
  },
  // Loaded with the other card buttons (chunk-groups/card-buttons.ts): they always appear together.
  resume: watchButtonResume,
  load: () => import('../chunk-groups/card-buttons.js').then((group) => ({ default: group.WatchButton })),
};
