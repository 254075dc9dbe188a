import type { WidgetDefinition } from '@etalage/runtime';
import type { RemarketingStripProps } from './remarketing-strip.js';

/**
 * `data-etl-widget="remarketing-strip"`: 'Ook iets voor jou?' on the product page and the home page. The server
 * writes it only for shoppers who viewed products (it knows the viewed cookie), with the strip's heading and
 * skeleton inside as the fallback, so the page keeps its height while the cards load.
 */
export const remarketingStrip: WidgetDefinition<RemarketingStripProps> = {
  name: 'remarketing-strip',
  activation: 'visible',
  props: {
    limit: { type: 'number', integer: true, min: 1, default: 5 },
    excludeVariantId: { type: 'number', integer: true, min: 1 },
  },
  load: () => import('./remarketing-strip.js'),
};
