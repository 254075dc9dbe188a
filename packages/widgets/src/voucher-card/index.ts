import type { WidgetDefinition } from '@etalage/runtime';
import type { VoucherCardProps } from './voucher-card.js';
import { copyInClick } from './copy-in-click.js';

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
  /**
   * The copy button renders on the first touch; until then the server's markup is the card. A click before that
   * copies at once, inside the click (WebKit allows no clipboard write in a click replayed later): the card shows
   * the outcome when it renders.
   */
  resume: { click: ({ code }) => copyInClick(code) },
  load: () => import('./voucher-card.js'),
};
