import type { WidgetDefinition } from '@etalage/runtime';
import type { WidgetPlacement } from '../widget-placement.js';

/** The watchdog page (/user/watchdog): watched variants with their alerts. */
export const watchedList: WidgetDefinition<Record<string, never>> = {
  name: 'watched-list',
  activation: 'eager',
  props: {},
  load: () => import('./watched-list.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
