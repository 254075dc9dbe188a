import { renderFeedMore } from '@etalage/markup';
import type { MarkupExampleSource } from '../contract/example-support.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'renderFeedMore(feed) of @etalage/markup (inside the paginator)',
  markup: renderFeedMore({ endpoint: 'variant', list: 'product-list', paginator: 'paginator', nextUrl: '/producten/banken?page=2', label: 'Meer producten', loadingText: 'Producten laden…' }),
});
