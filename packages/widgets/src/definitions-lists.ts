import type { WidgetDefinition } from '@etalage/runtime';
import type { FavouritesListProps } from './favourites-list/favourites-list.js';
import type { ReviewListProps } from './review-list/review-list.js';
import { count, optionalText, requiredId } from './shared/prop-specs.js';

/** Favourites (spec §2, /user/favourites and /user/favourites/{encryptedShare}; also inside the favourites modal). */
export const favouritesList: WidgetDefinition<FavouritesListProps> = {
  name: 'favourites-list',
  activation: 'eager',
  props: {
    encryptedShare: { type: 'string' },
  },
  load: () => import('./favourites-list/favourites-list.js'),
};

/** The comparison page (/compare-products): compared variants side by side. */
export const comparisonTable: WidgetDefinition<Record<string, never>> = {
  name: 'comparison-table',
  activation: 'eager',
  props: {},
  load: () => import('./comparison-table/comparison-table.js'),
};

/** The watchdog page (/user/watchdog): watched variants with their alerts. */
export const watchedList: WidgetDefinition<Record<string, never>> = {
  name: 'watched-list',
  activation: 'eager',
  props: {},
  load: () => import('./watched-list/watched-list.js'),
};

/**
 * The reviews page (`/product/{variantId}/reviews`): mounted over the server's first page of reviews (the no-JS
 * fallback), it adds the filters with counts, 'Meer reviews' and the photos' modal. Also the reviews modal's list.
 */
export const reviewList: WidgetDefinition<ReviewListProps> = {
  name: 'review-list',
  activation: 'eager',
  props: {
    variantId: requiredId,
    productName: optionalText,
    filter: { type: 'enum', values: ['all', 'withImage', 'withPhoto'], default: 'all' },
    reviewsCount: count,
    reviewsWithImageCount: count,
  },
  load: () => import('./review-list/review-list.js'),
};

/** The list widgets of the user and review pages: favourites, comparison table, watched variants, reviews. Each is its own lazy chunk. */
export const listWidgetDefinitions: WidgetDefinition[] = [favouritesList, comparisonTable, watchedList, reviewList];
