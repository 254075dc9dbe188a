import { requires, type MarkupExampleSource } from '../contract/example-support.js';
import { renderAiSearch } from './server.js';
import type AiSearch from './ai-search.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'renderAiSearch(props) of @etalage/widgets/server',
  markup: renderAiSearch({ placeholder: 'Beschrijf wat je zoekt, bijvoorbeeld "groene bank onder 800 euro"', categoryId: 4, action: '/ai-search' }),
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof AiSearch>({});
