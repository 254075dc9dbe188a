export { html, raw, escapeHtml, type RawHtml } from './html.js';
export { widgetAttributes, type WidgetPropValue } from './widget-attributes.js';
export { renderVoucherCard, type VoucherMarkup } from './voucher-card.js';
export { renderHeaderCompare, renderHeaderFavourites } from './header-buttons.js';
export { prerenderedWidget, serverRenderedWidget } from './prerender.js';
export { renderAdminOverlay, renderAdminPanel, type ProductCardAdmin, type AdminPanelTotals } from './admin-overlay.js';
export {
  renderProductCard,
  renderProductRow,
  renderLikeButton,
  renderCompareButton,
  renderWatchButton,
  availabilityTags,
  installmentText,
  type ProductCardData,
  type ProductCardOptions,
} from './product-card.js';
