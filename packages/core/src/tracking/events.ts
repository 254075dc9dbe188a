import { pushDataLayer, pushUiEvent } from './data-layer.js';

/**
 * Analytics and UI event names of spec §7, exactly. The spec names the purchase click and the
 * voucher copy events without a wire name; `purchase_click` and `voucher_copy` are ours.
 */
export const UI_EVENTS = {
  searchStartSuggesting: 'search_start_suggesting',
  searchModalSubmit: 'search_modal_submit',
  modalOpen: 'modal_open',
  promoFilterClick: 'promo_filter_click',
  salesInfoBoxLinkClick: 'sales_info_box_link_click',
  salesInfoTooltipLinkClick: 'sales_info_tooltip_link_click',
  variantCardSwiperInteraction: 'variant_card_swiper_interaction',
  bannerStripCloseClick: 'banner_strip_close_click',
  bannerStripLinkClick: 'banner_strip_link_click',
  purchaseClick: 'purchase_click',
  customPageView: 'customPageView',
  comparisonAdd: 'comparison_add',
  comparisonRemoved: 'comparison_removed',
  voucherCopy: 'voucher_copy',
} as const;

export type UiEventName = (typeof UI_EVENTS)[keyof typeof UI_EVENTS];

export function trackSearchStartSuggesting(): void {
  pushUiEvent(UI_EVENTS.searchStartSuggesting);
}

export interface SearchModalSubmitFields {
  original_query: string;
  search_suggest_type: string | number | null;
  search_suggest_value: string | null;
}

export function trackSearchModalSubmit(fields: SearchModalSubmitFields): void {
  pushUiEvent(UI_EVENTS.searchModalSubmit, { ...fields });
}

export interface ModalOpenFields {
  modal_name: string;
  modal_opener: string;
}

export function trackModalOpen(fields: ModalOpenFields): void {
  pushUiEvent(UI_EVENTS.modalOpen, { ...fields });
}

export function trackComparisonToggle(added: boolean, variantId: number): void {
  pushUiEvent(added ? UI_EVENTS.comparisonAdd : UI_EVENTS.comparisonRemoved, { variant_id: variantId });
}

export function trackVoucherCopy(fields: { variant_id?: number; voucher_code: string }): void {
  pushUiEvent(UI_EVENTS.voucherCopy, { ...fields });
}

export interface PurchaseClickFields {
  variant_id: number;
  click_source: number;
  position?: number | null;
  /** The variant's own data-layer object from the server, forwarded as is. */
  item?: Record<string, unknown> | null;
}

/** Sent on a click-through to the shop. */
export function trackPurchaseClick(fields: PurchaseClickFields): void {
  pushUiEvent(UI_EVENTS.purchaseClick, { ...fields });
}

/** Events with no fields of their own beyond what the caller gives. */
export function trackUiEvent(name: UiEventName, fields: Record<string, unknown> = {}): void {
  pushUiEvent(name, fields);
}

export function trackCustomPageView(fields: Record<string, unknown> = {}): void {
  pushDataLayer({ event: UI_EVENTS.customPageView, ...fields });
}
