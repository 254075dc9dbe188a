import { html, widgetAttributes } from '@etalage/markup';
import { requires, type MarkupExampleSource, variant } from '../contract/example-support.js';
import type SimilarRow from './similar-row.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'placed by the product-card enhancer (templates do not write it)',
  markup: html`<div class="etl-similar-slot" ${widgetAttributes('similar-row', { variantId: 42, clickSource: 1, itemName: variant.name })}></div>`,
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof SimilarRow>({ variantId: true });
