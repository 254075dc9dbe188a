import type { WidgetDefinition } from '@etalage/runtime';
import type { FavouritesListProps } from './favourites-list.js';
import type { WidgetPlacement } from '../widget-placement.js';

/** Favourites (spec §2, /user/favourites and /user/favourites/{encryptedShare}; also inside the favourites modal). */
export const favouritesList: WidgetDefinition<FavouritesListProps> = {
  name: 'favourites-list',
  activation: 'eager',
  props: {
    encryptedShare: { type: 'string' },
  },
  load: () => import('./favourites-list.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
