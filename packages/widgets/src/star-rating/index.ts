import type { WidgetDefinition } from '@etalage/runtime';

/** The stars input of the review form (/star/{ident}): an enhancer of the server's radio group. */
export const starRating: WidgetDefinition<Record<string, never>> = {
  name: 'star-rating',
  activation: 'visible',
  props: {},
  enhance: true,
  load: () => import('./star-rating.js'),
};
