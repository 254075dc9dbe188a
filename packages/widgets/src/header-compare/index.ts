import type { WidgetDefinition } from '@etalage/runtime';

/** `data-etl-widget="header-compare"`: the compare link of the header with its count. */
export const headerCompare: WidgetDefinition<Record<string, never>> = {
  name: 'header-compare',
  activation: 'eager',
  props: {},
  load: () => import('./header-compare.js'),
};
