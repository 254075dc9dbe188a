import { html } from '@etalage/markup';
import { requires, type MarkupExampleSource, element } from '../contract/example-support.js';
import type VisuallySimilarFilter from './visually-similar-filter.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'hand-written (the visually-similar page’s results head: a GET form as fallback)',
  markup: element(
    'visually-similar-filter',
    { variantId: 42, categoryId: 12, categoryName: 'banken', imageUrl: '/images/product/detail/4200.webp', clickSource: 1, categoryUrl: '/producten/banken', count: 24 },
    html`<form method="get" action="/products/visually-similar/42-0/bank-oslo"><label><input type="checkbox" name="categorie" value="12"> Alleen banken</label> <button type="submit">Toepassen</button></form>`,
  ),
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof VisuallySimilarFilter>({ variantId: true, categoryId: true, categoryName: true, imageUrl: true, clickSource: true, categoryUrl: true, });
