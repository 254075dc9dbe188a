import type { WidgetDefinition } from '@etalage/runtime';
import { preloadWatchCode } from '@etalage/store/boot';
import { optionalText, requiredId } from '@etalage/runtime/schema';
import { fromGroup, cardButtons } from '../chunk-groups/load.js';
import type { WatchButtonProps } from './watch-button.js';
import { watchButtonResume } from './resume.js';
import type { WidgetPlacement } from '../widget-placement.js';

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
  resume: watchButtonResume,
  // The product page asks for the status on load: its store code comes beside the entry's other chunks.
  preload: ({ loadStatus }) => loadStatus && preloadWatchCode(),
  load: fromGroup(cardButtons, 'WatchButton'),
};

export const placement: WidgetPlacement = { registry: 'every-page', group: 'card-buttons', cardSlot: 'watch' };
