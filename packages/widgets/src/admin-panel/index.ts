import type { WidgetDefinition } from '@etalage/runtime';
import { count } from '@etalage/runtime/schema';
import type { AdminPanelProps } from './admin-panel.js';
import type { WidgetPlacement } from '../widget-placement.js';

const optionalNumber = { type: 'number' } as const;

/** `data-etl-widget="admin-panel"` on a listing in admin mode: the page's totals and the admin-mode switch. */
export const adminPanel: WidgetDefinition<AdminPanelProps> = {
  name: 'admin-panel',
  activation: 'eager',
  props: {
    productsOnPage: count,
    totalCount: count,
    automaticCount: count,
    manualCount: count,
    stableRankCount: count,
    averageEsRank: optionalNumber,
    averageAiScore: optionalNumber,
  },
  load: () => import('./admin-panel.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
