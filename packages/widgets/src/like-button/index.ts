import type { WidgetDefinition } from '@etalage/runtime';
import { count, requiredId, optionalText } from '../shared/prop-specs.js';
import type { LikeButtonProps } from './like-button.js';
import { likeButtonResume } from './resume.js';

/** `data-etl-widget="like-button"`: the heart with its count on cards and product pages. */
export const likeButton: WidgetDefinition<LikeButtonProps> = {
  name: 'like-button',
  activation: 'visible',
  props: {
    itemType: { type: 'enum', values: ['variant', 'comparison'], default: 'variant' },
    itemId: requiredId,
    likesCount: count,
    itemName: optionalText,
  },
  // Loaded with the other card buttons (chunk-groups/card-buttons.ts): they always appear together.
  resume: likeButtonResume,
  load: () => import('../chunk-groups/card-buttons.js').then((group) => ({ default: group.LikeButton })),
};
