import type { WidgetDefinition } from '@etalage/runtime';
import type { WidgetPlacement } from '../widget-placement.js';

/** The comparison page (/compare-products): compared variants side by side. */
export const comparisonTable: WidgetDefinition<Record<string, never>> = {
  name: 'comparison-table',
  activation: 'eager',
  props: {},
  load: () => import('./comparison-table.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
