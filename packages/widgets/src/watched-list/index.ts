import type { WidgetDefinition } from '@etalage/runtime';

/** The watchdog page (/user/watchdog): watched variants with their alerts. */
export const watchedList: WidgetDefinition<Record<string, never>> = {
  name: 'watched-list',
  activation: 'eager',
  props: {},
  load: () => import('./watched-list.js'),
};
