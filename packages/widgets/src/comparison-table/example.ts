import { html } from '@etalage/markup';
import { requires, type MarkupExampleSource, element } from '../contract/example-support.js';
import type ComparisonTable from './comparison-table.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'hand-written (the comparison page: the server’s table as fallback)',
  markup: element('comparison-table', {}, html`<p class="empty-state">Je vergelijkt nog geen producten.</p>`),
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof ComparisonTable>({});
