import type { WidgetDefinition } from '@etalage/runtime';
import { favouritesList } from './favourites-list/index.js';
import { comparisonTable } from './comparison-table/index.js';
import { watchedList } from './watched-list/index.js';
import { reviewList } from './review-list/index.js';

/** The list widgets of the user and review pages: favourites, comparison table, watched variants, reviews. Each is its own lazy chunk. */
export const listWidgetDefinitions: WidgetDefinition[] = [favouritesList, comparisonTable, watchedList, reviewList];
