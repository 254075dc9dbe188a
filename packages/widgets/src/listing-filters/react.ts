/** `@etalage/widgets/listing-filters`: a listing's filter panel over the server's filtering answer. */
export { default as ListingFilters, type ListingFiltersProps } from './listing-filters.js';
export type { FiltersAnswer, FilteringEndpoint } from './filters-data.js';
