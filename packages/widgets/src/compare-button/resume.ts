import { likeKey } from '@etalage/store/likes';
import { runInBackground, type WidgetResume } from '../shared/resume.js';
import type { CompareButtonProps } from './compare-button.js';

/**
 * The server drew 'Vergelijk' unpressed: the button renders once the variant is compared or a change is under way.
 * No `click`: a click before the code arrived is replayed on the rendered button, which shows its tooltip.
 */
export const compareButtonResume: WidgetResume<CompareButtonProps> = {
  start: (buttons, state) => runInBackground(state.observeLikesOf('comparison', buttons.map(({ variantId }) => ({ itemId: variantId })))),
  stop: (buttons, state) => runInBackground(state.releaseLikesOf('comparison', buttons.map(({ variantId }) => variantId))),
  needsRender: ({ variantId }, state) => {
    const entry = state.likes[likeKey('comparison', variantId)];
    return entry !== undefined && (entry.liked || entry.pending);
  },
};
