import { requires, type MarkupExampleSource } from '../contract/example-support.js';
import { renderRemarketingStrip } from './server.js';
import type RemarketingStrip from './remarketing-strip.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({ source: 'renderRemarketingStrip({ variantId }) of @etalage/widgets/server', markup: renderRemarketingStrip({ variantId: 42 }) });

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof RemarketingStrip>({ variantId: true });
