import type { WidgetDefinition } from '@etalage/runtime';

/** `data-etl-widget="header-favourites"`: the favourites button of the header with its count. */
export const headerFavourites: WidgetDefinition<Record<string, never>> = {
  name: 'header-favourites',
  activation: 'eager',
  props: {},
  load: () => import('./header-favourites.js'),
};
