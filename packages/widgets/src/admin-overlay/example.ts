import { requires, type MarkupExampleSource, variant } from '../contract/example-support.js';
import { renderAdminOverlay } from './server.js';
import type AdminOverlay from './admin-overlay.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'renderAdminOverlay(variant, admin, clickSource) of @etalage/widgets/server (inside an admin’s product card)',
  markup: renderAdminOverlay(variant, { categoryId: 12, adminHost: '', esRank: 41, esPosition: 2, groupId: 880, optimizationType: 'automatic' }, 1),
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof AdminOverlay>({ variantId: true, itemName: true, clickSource: true, categoryId: true, editUrl: true, infoUrl: true });
