import { REMARKETING_VARIANTS_MAX } from '@etalage/core';
import type { WidgetDefinition } from '@etalage/runtime';
import { requiredId } from '@etalage/runtime/schema';
import type { RemarketingStripProps } from './remarketing-strip.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="remarketing-strip"`: 'Ook iets voor jou?', products similar to `variantId`. The server writes it
 * with the strip's heading and skeleton inside as the fallback, so the page keeps its height while the cards load.
 * The name stays (it is in servers' markup and `renderRemarketingStrip`): it is still the spec §2 strip, which now
 * shows similar products instead of the viewed ones.
 */
export const remarketingStrip: WidgetDefinition<RemarketingStripProps> = {
  name: 'remarketing-strip',
  activation: 'visible',
  props: {
    variantId: requiredId,
    limit: { type: 'number', integer: true, min: 1, default: REMARKETING_VARIANTS_MAX },
  },
  load: () => import('./remarketing-strip.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
