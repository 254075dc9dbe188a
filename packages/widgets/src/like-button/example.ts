import { requires, type MarkupExampleSource, variant } from '../contract/example-support.js';
import { renderLikeButton } from './server.js';
import type LikeButton from './like-button.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({ source: 'renderLikeButton(variant) of @etalage/widgets/server', markup: renderLikeButton(variant) });

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof LikeButton>({ itemId: true });
