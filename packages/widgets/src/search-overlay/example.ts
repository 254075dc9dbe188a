import { requires, type MarkupExampleSource } from '../contract/example-support.js';
import { renderSearchOverlay } from './server.js';
import type SearchOverlay from './search-overlay.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'renderSearchOverlay({ query, popular }) of @etalage/widgets/server',
  markup: renderSearchOverlay({ query: '', popular: [{ title: 'Banken', url: '/producten/banken' }] }),
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof SearchOverlay>({});
