import type { RawHtml } from './html.js';
import { prerenderedWidget } from './prerender.js';
import { VoucherCard } from '@etalage/widgets';

export interface VoucherMarkup {
  code: string;
  value: number;
  valueType: 'percent' | 'money' | string;
  priceWithVoucher: number;
}

/**
 * A voucher card as the server emits it: the widget's own first render, so the code, its value and the
 * copy hint are readable before (or without) JavaScript, and the card copies from the first touch on.
 */
export function renderVoucherCard(voucher: VoucherMarkup): RawHtml {
  return prerenderedWidget('etl-voucher-slot', 'voucher-card', VoucherCard, {
    code: voucher.code,
    value: voucher.value,
    valueType: voucher.valueType === 'percent' ? 'percent' : 'money',
    priceWithVoucher: voucher.priceWithVoucher,
  });
}
