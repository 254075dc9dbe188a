/** `@etalage/widgets/voucher-card`: a voucher code that copies on a click. */
export { default as VoucherCard, type VoucherCardProps } from './voucher-card.js';
