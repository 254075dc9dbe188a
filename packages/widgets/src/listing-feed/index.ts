import type { WidgetDefinition } from '@etalage/runtime';
import { optionalText } from '@etalage/runtime/schema';
import type { FeedProps } from './listing-feed.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="listing-feed"` inside a paginator ('Meer producten', written by `renderFeedMore` of
 * `@etalage/markup`): appends the next page below the cards. An enhancer that keeps the server's link; its code
 * loads when the paginator comes near the viewport, so a listing's first screen pays nothing for it.
 */
export const listingFeed: WidgetDefinition<FeedProps> = {
  name: 'listing-feed',
  activation: 'visible',
  enhance: true,
  props: {
    endpoint: { type: 'enum', values: ['variant', 'inspiration', 'articles'], required: true },
    list: { type: 'string', required: true },
    paginator: { type: 'string', required: true },
    loadingText: optionalText,
  },
  load: () => import('./listing-feed.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
