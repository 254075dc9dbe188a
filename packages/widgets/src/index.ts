/** The widgets as React components, for hosts that already run React (real React as a peer). */
export { default as VoucherCard, type VoucherCardProps } from './voucher-card/voucher-card.js';
export { widgetDefinitions } from './definitions.js';
