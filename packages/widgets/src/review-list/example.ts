import { html } from '@etalage/markup';
import { requires, type MarkupExampleSource, element, variant } from '../contract/example-support.js';
import type ReviewList from './review-list.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'hand-written (the reviews page: the server’s first page of reviews as fallback)',
  markup: element(
    'review-list',
    { variantId: 42, productName: variant.name, filter: 'all', reviewsCount: 12, reviewsWithImageCount: 3 },
    html`<p><a href="/product/42/reviews">Lees alle 12 reviews (4,3 van 5)</a></p>`,
  ),
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof ReviewList>({ variantId: true });
