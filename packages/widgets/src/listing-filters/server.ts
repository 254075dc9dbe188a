/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { type RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { listingFilters } from './index.js';
import ListingFilters, { type ListingFiltersProps } from './listing-filters.js';

export type { ListingFiltersProps };

/**
 * The listing filter panel, prerendered: the widget's own first render, whose links and GET form filter without
 * JavaScript; the widget takes it over on the shopper's first touch (activation 'interaction').
 */
export function renderListingFilters(props: ListingFiltersProps): RawHtml {
  return prerenderedWidget('listing-filters-slot', listingFilters.name, ListingFilters, props, resumeAsIn(listingFilters));
}
