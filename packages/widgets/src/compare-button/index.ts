import type { WidgetDefinition } from '@etalage/runtime';
import { requiredId, optionalText } from '../shared/prop-specs.js';
import type { CompareButtonProps } from './compare-button.js';
import { compareButtonResume } from './resume.js';

/** `data-etl-widget="compare-button"`: adds a variant to the comparison list. */
export const compareButton: WidgetDefinition<CompareButtonProps> = {
  name: 'compare-button',
  activation: 'visible',
  props: {
    variantId: requiredId,
    itemName: optionalText,
  },
  // Loaded with the other card buttons (chunk-groups/card-buttons.ts): they always appear together.
  resume: compareButtonResume,
  load: () => import('../chunk-groups/card-buttons.js').then((group) => ({ default: group.CompareButton })),
};
