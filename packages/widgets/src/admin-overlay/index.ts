import type { WidgetDefinition } from '@etalage/runtime';
import { optionalText, requiredId } from '@etalage/runtime/schema';
import type { AdminOverlayProps } from './admin-overlay.js';
import type { WidgetPlacement } from '../widget-placement.js';

const optionalNumber = { type: 'number' } as const;

/**
 * `data-etl-widget="admin-overlay"` inside a product card: admin data, metrics and admin links. The server
 * renders the element only for an admin with admin mode on; the component is a chunk of its own, so a shopper's
 * page never loads it (only these few lines sit in the entry).
 */
export const adminOverlay: WidgetDefinition<AdminOverlayProps> = {
  name: 'admin-overlay',
  activation: 'visible',
  props: {
    variantId: requiredId,
    itemName: { type: 'string', required: true },
    clickSource: requiredId,
    categoryId: requiredId,
    rankingVariant: { type: 'number', integer: true, min: 1, default: 1 },
    esRank: optionalNumber,
    esPosition: optionalNumber,
    groupId: optionalText,
    optimizationType: { type: 'enum', values: ['automatic', 'manual', 'stableRank'] },
    mainImageType: optionalText,
    mainImageOrientation: optionalText,
    mainImageAiScore: optionalNumber,
    editUrl: { type: 'string', required: true },
    infoUrl: { type: 'string', required: true },
  },
  load: () => import('./admin-overlay.js'),
};

export const placement: WidgetPlacement = { registry: 'page', cardSlot: 'adminOverlay' };
