import type { WidgetDefinition } from '@etalage/runtime';
import type { WidgetPlacement } from '../widget-placement.js';

/** The stars input of the review form (/star/{ident}): an enhancer of the server's radio group. */
export const starRating: WidgetDefinition<Record<string, never>> = {
  name: 'star-rating',
  activation: 'visible',
  props: {},
  enhance: true,
  load: () => import('./star-rating.js'),
};

export const placement: WidgetPlacement = { registry: 'page', partner: true };
