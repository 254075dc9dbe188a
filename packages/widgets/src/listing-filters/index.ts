import type { WidgetDefinition } from '@etalage/runtime';
import type { ListingFiltersProps } from './listing-filters.js';
import closeOnEscapeBeforeCode from './escape-before-code.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="listing-filters"`: the filter panel of a listing (and of /inspirations), prerendered by the
 * server (`renderListingFilters`), whose links and GET form filter without JavaScript. Activation 'interaction': no
 * filter code before the shopper touches the panel; the first touch resumes the server's markup and loads the code,
 * which hydrates it; a click on a choice before that (the first touch itself, when a screen reader activates a
 * choice) is held and replayed (choices are marked clickable), and Escape closes the phone sheet meanwhile
 * (escape-before-code.ts: in this registry's chunk, so that it is there when the sheet opens).
 */
export const listingFilters: WidgetDefinition<ListingFiltersProps> = {
  name: 'listing-filters',
  activation: 'interaction',
  props: {
    endpoint: { type: 'enum', values: ['variant', 'inspiration'], default: 'variant' },
    basePath: { type: 'string', required: true },
    answer: { type: 'json', required: true },
    listId: { type: 'string' },
    countId: { type: 'string' },
    paginatorId: { type: 'string' },
  },
  resume: { start: closeOnEscapeBeforeCode },
  load: () => import('./listing-filters.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
