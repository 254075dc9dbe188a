import type { WidgetDefinition } from '@etalage/runtime';
import { count, optionalText, requiredId } from '@etalage/runtime/schema';
import type { VisuallySimilarFilterProps } from './visually-similar-filter.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="visually-similar-filter"`: the results head of `/products/visually-similar/{requestId}/{slug}`
 * (the count and 'Alleen {categorie}'). The server writes the same head as its fallback, a GET form that filters
 * with `?categorie=` without JavaScript; the widget filters in place with the image search
 * (`fetchSimilarVariants` with `categoryId` and `imageUrl`) and redraws `#product-list`. 'visible': the head sits
 * at the top of the page, so its code arrives before the shopper reaches for the switch.
 */
export const visuallySimilarFilter: WidgetDefinition<VisuallySimilarFilterProps> = {
  name: 'visually-similar-filter',
  activation: 'visible',
  props: {
    variantId: requiredId,
    categoryId: requiredId,
    categoryName: { type: 'string', required: true },
    imageUrl: { type: 'string', required: true },
    clickSource: requiredId,
    requestId: optionalText,
    categoryUrl: { type: 'string', required: true },
    only: { type: 'boolean' },
    count,
    listId: { type: 'string', default: 'product-list' },
  },
  load: () => import('./visually-similar-filter.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
