import { pushUiEvent } from './data-layer.js';

/**
 * The purchase click on a click-through to the shop, in a module of its own: the product card sends it
 * while the page unloads, so it is loaded with the card rather than with the rest of the events.
 */
/** Ours: the spec names the event without giving its wire name. */
export const PURCHASE_CLICK_EVENT = 'purchase_click';

export interface PurchaseClickFields {
  variant_id: number;
  click_source: number;
  position?: number | null;
  /** The variant's own data-layer object from the server, forwarded as is. */
  item?: Record<string, unknown> | null;
}

/** Sent on a click-through to the shop. */
export function trackPurchaseClick(fields: PurchaseClickFields): void {
  pushUiEvent(PURCHASE_CLICK_EVENT, { ...fields });
}
