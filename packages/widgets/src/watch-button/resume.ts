import { AttributeName } from '@etalage/runtime/attribute-names';
import { runInBackground, type WidgetResume } from '../shared/resume.js';
import type { WatchButtonProps } from './watch-button.js';

/**
 * No status request per card on load (a listing would send one per card): a card's status is asked for when its watch button is
 * shown (a mouse over the card, focus inside it) or touched; the product page asks on load (`loadStatus`).
 */
export const watchButtonResume: WidgetResume<WatchButtonProps> = {
  start: (buttons, state) => {
    for (const { variantId, loadStatus } of buttons) if (loadStatus) runInBackground(state.loadWatch(variantId));
  },
  needsRender: ({ variantId }, state) => {
    const entry = state.watches[variantId];
    return entry !== undefined && (entry.subscribed || entry.pending);
  },
  wakeScope: `[${AttributeName.Widget}="product-card"]`,
};
