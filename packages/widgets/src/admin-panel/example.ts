import { requires, type MarkupExampleSource } from '../contract/example-support.js';
import { renderAdminPanel } from './server.js';
import type AdminPanel from './admin-panel.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'renderAdminPanel(totals) of @etalage/widgets/server',
  markup: renderAdminPanel({ productsOnPage: 60, totalCount: 1407, automaticCount: 16, manualCount: 29, stableRankCount: 15, averageEsRank: 153.28, averageAiScore: 4.95 }),
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof AdminPanel>({});
