import type { WidgetDefinition } from '@etalage/runtime';
import { resumeUntilTouched } from '@etalage/runtime/schema';
import type { SearchOverlayProps } from './search-overlay.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="search-overlay"`: the header's search form, prerendered by the server from the widget itself
 * (`renderSearchOverlay` of `@etalage/widgets/server`). It mounts without code; the overlay's code loads on the
 * shopper's first touch of the form (or first interaction with the page), so it is not part of any page's
 * before-interaction bytes, and the hydrated form keeps the focus and what was typed.
 */
export const searchOverlay: WidgetDefinition<SearchOverlayProps> = {
  name: 'search-overlay',
  activation: 'eager',
  props: {
    query: { type: 'string', default: '' },
    popular: { type: 'json', default: [] },
  },
  resume: resumeUntilTouched,
  load: () => import('./search-overlay.js'),
};

export const placement: WidgetPlacement = { registry: 'every-page' };
