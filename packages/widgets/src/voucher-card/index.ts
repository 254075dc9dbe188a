import type { WidgetDefinition } from '@etalage/runtime';
import type { VoucherCardProps } from './voucher-card.js';

/** The voucher card of spec §4: `data-etl-widget="voucher-card"`. */
export const voucherCard: WidgetDefinition<VoucherCardProps> = {
  name: 'voucher-card',
  activation: 'visible',
  props: {
    code: { type: 'string', required: true },
    value: { type: 'number', required: true, min: 0 },
    valueType: { type: 'enum', values: ['percent', 'money'], default: 'money' },
    priceWithVoucher: { type: 'number', min: 0 },
  },
  /** The copy button renders on the first touch; until then the server's markup is the card. */
  resume: {},
  load: () => import('./voucher-card.js'),
};
