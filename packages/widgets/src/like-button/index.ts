import type { WidgetDefinition } from '@etalage/runtime';
import { count, optionalText, requiredId } from '@etalage/runtime/schema';
import { fromGroup, cardButtons } from '../chunk-groups/load.js';
import { likeButtonResume, type ParsedLikeButtonProps } from './resume.js';
import type { WidgetPlacement } from '../widget-placement.js';

/** `data-etl-widget="like-button"`: the heart with its count on cards and product pages. */
export const likeButton: WidgetDefinition<ParsedLikeButtonProps> = {
  name: 'like-button',
  activation: 'visible',
  props: {
    itemType: { type: 'enum', values: ['variant', 'comparison'], default: 'variant' },
    itemId: requiredId,
    likesCount: count,
    itemName: optionalText,
  },
  resume: likeButtonResume,
  load: fromGroup(cardButtons, 'LikeButton'),
};

export const placement: WidgetPlacement = { registry: 'every-page', group: 'card-buttons', cardSlot: 'like' };
