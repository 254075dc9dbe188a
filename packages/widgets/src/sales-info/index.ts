import type { WidgetDefinition } from '@etalage/runtime';
import type { SalesInfoProps } from './sales-info.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="sales-info"` on a sale page's 'no fake discounts' info box (`kind="box"`) or its toggletip
 * (`kind="tooltip"`, a `<details>` that opens without JavaScript): counts the clicks on their link to `/sales`
 * and closes the toggletip on a click elsewhere or Escape. Code on the first touch.
 */
export const salesInfo: WidgetDefinition<SalesInfoProps> = {
  name: 'sales-info',
  activation: 'interaction',
  enhance: true,
  props: { kind: { type: 'enum', values: ['box', 'tooltip'], required: true } },
  load: () => import('./sales-info.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
