import { requires, type MarkupExampleSource } from '../contract/example-support.js';
import { renderVisuallySimilarFilter } from './server.js';
import type VisuallySimilarFilter from './visually-similar-filter.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'renderVisuallySimilarFilter(props) of @etalage/widgets/server',
  markup: renderVisuallySimilarFilter({
    variantId: 42,
    categoryId: 12,
    categoryName: 'banken',
    imageUrl: '/images/product/detail/4200.webp',
    clickSource: 1,
    categoryUrl: '/producten/banken',
    count: 24,
  }),
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof VisuallySimilarFilter>({ variantId: true, categoryId: true, categoryName: true, imageUrl: true, clickSource: true, categoryUrl: true });
