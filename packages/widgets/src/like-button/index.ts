import type { WidgetDefinition } from '@etalage/runtime';
import type { LikeButtonProps } from './like-button.js';

/** `data-etl-widget="like-button"`: the heart with its count on cards and product pages. */
export const likeButton: WidgetDefinition<LikeButtonProps> = {
  name: 'like-button',
  activation: 'visible',
  props: {
    itemType: { type: 'enum', values: ['variant', 'comparison'], default: 'variant' },
    itemId: { type: 'number', integer: true, required: true, min: 1 },
    likesCount: { type: 'number', integer: true, min: 0, default: 0 },
    itemName: { type: 'string' },
  },
  load: () => import('./like-button.js'),
};
