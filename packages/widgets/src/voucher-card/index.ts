import type { WidgetDefinition } from '@etalage/runtime';
import type { VoucherCardProps } from './voucher-card.js';
import type { WidgetPlacement } from '../widget-placement.js';

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
   * starts the copy at once, inside the click: WebKit (Safari, every browser on an iPhone) lets the Clipboard API
   * write only while the click is handled, and a click replayed once the card's code has loaded is no user gesture
   * there (the first click on a card failed to copy). The write goes to the card with its props (`copying`); the
   * card shows the outcome when it renders, and copies the usual way where the write was refused or impossible.
   */
  resume: {
    click: (props) => {
      (props.copying = navigator.clipboard?.writeText(props.code) ?? Promise.reject()).catch(() => {});
    },
  },
  load: () => import('./voucher-card.js'),
};

export const placement: WidgetPlacement = { registry: 'every-page', partner: true, cardSlot: 'voucher' };
