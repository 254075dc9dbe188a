import type { WidgetDefinition } from '@etalage/runtime';
import { headerFavouritesResume } from './resume.js';

/** `data-etl-widget="header-favourites"`: the favourites button of the header with its count. */
export const headerFavourites: WidgetDefinition<Record<string, never>> = {
  name: 'header-favourites',
  activation: 'eager',
  props: {},
  // Loaded with the other header buttons (chunk-groups/header-buttons.ts): they always appear together.
  resume: headerFavouritesResume,
  load: () => import('../chunk-groups/header-buttons.js').then((group) => ({ default: group.HeaderFavourites })),
};
