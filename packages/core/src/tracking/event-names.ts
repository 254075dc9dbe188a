import { PURCHASE_CLICK_EVENT } from './purchase-click.js';

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
  purchaseClick: PURCHASE_CLICK_EVENT,
  customPageView: 'customPageView',
  comparisonAdd: 'comparison_add',
  comparisonRemoved: 'comparison_removed',
  voucherCopy: 'voucher_copy',
} as const;

export type UiEventName = (typeof UI_EVENTS)[keyof typeof UI_EVENTS];
