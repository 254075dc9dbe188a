import type { WidgetDefinition } from '@etalage/runtime';
import { optionalText, requiredId } from '@etalage/runtime/schema';
import { fromGroup, cardButtons } from '../chunk-groups/load.js';
import type { CompareButtonProps } from './compare-button.js';
import { compareButtonResume } from './resume.js';
import type { WidgetPlacement } from '../widget-placement.js';

/** `data-etl-widget="compare-button"`: adds a variant to the comparison list. */
export const compareButton: WidgetDefinition<CompareButtonProps> = {
  name: 'compare-button',
  activation: 'visible',
  props: {
    variantId: requiredId,
    itemName: optionalText,
  },
  resume: compareButtonResume,
  load: fromGroup(cardButtons, 'CompareButton'),
};

export const placement: WidgetPlacement = { registry: 'every-page', group: 'card-buttons', cardSlot: 'compare' };
