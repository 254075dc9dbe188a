import { html, type RawHtml } from './html.js';
import { widgetAttributes } from './widget-attributes.js';

export interface VoucherMarkup {
  code: string;
  value: number;
  valueType: 'percent' | 'money' | string;
  priceWithVoucher: number;
}

/**
 * A voucher card as the server emits it: the code is readable before (or without) JavaScript,
 * and the widget takes over the element when it mounts.
 */
export function renderVoucherCard(voucher: VoucherMarkup): RawHtml {
  return html`<div class="etl-voucher-slot" ${widgetAttributes('voucher-card', {
    code: voucher.code,
    value: voucher.value,
    valueType: voucher.valueType === 'percent' ? 'percent' : 'money',
    priceWithVoucher: voucher.priceWithVoucher,
  })}><span class="etl-voucher-fallback">Vouchercode: <strong>${voucher.code}</strong></span></div>`;
}
