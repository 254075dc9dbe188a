import { requires, type MarkupExampleSource } from '../contract/example-support.js';
import { renderUserBox } from './server.js';
import type UserBox from './user-box.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({ source: 'renderUserBox({ loginUrl }) of @etalage/widgets/server', markup: renderUserBox({ loginUrl: '/login?next=%2F' }) });

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof UserBox>({});
