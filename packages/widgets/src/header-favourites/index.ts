import type { WidgetDefinition } from '@etalage/runtime';
import { fromGroup, headerButtons } from '../chunk-groups/load.js';
import { headerFavouritesResume } from './resume.js';
import type { WidgetPlacement } from '../widget-placement.js';

/** `data-etl-widget="header-favourites"`: the favourites button of the header with its count. */
export const headerFavourites: WidgetDefinition<Record<string, never>> = {
  name: 'header-favourites',
  activation: 'eager',
  props: {},
  resume: headerFavouritesResume,
  load: fromGroup(headerButtons, 'HeaderFavourites'),
};

export const placement: WidgetPlacement = { registry: 'every-page', group: 'header-buttons' };
