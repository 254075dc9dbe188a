import { ratingSummaryElement } from '@etalage/markup';
import { requires, type MarkupExampleSource, variant } from '../contract/example-support.js';
import type RatingSummary from './rating-summary.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'ratingSummaryElement(summary) of @etalage/markup',
  markup: ratingSummaryElement({ rating: 4.26, reviewsCount: 12, variantId: 42, productName: variant.name }),
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof RatingSummary>({ rating: true });
