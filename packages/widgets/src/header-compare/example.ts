import { requires, type MarkupExampleSource } from '../contract/example-support.js';
import { renderHeaderCompare } from './server.js';
import type HeaderCompare from './header-compare.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({ source: 'renderHeaderCompare() of @etalage/widgets/server', markup: renderHeaderCompare() });

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof HeaderCompare>({});
