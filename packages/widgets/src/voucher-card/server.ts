/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { createElement } from 'react';
import { cardWidgetClass, cardWidgetProps, type RawHtml, type VoucherMarkup } from '@etalage/markup';
import type { SecondCurrency } from '@etalage/core';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { voucherCard } from './index.js';
import VoucherCard, { type VoucherCardProps } from './voucher-card.js';

/**
 * A voucher card as the server emits it: the widget's own first render, so the code, its value and the
 * copy hint are readable before (or without) JavaScript, and the card copies from the first touch on.
 * `secondCurrency` is the page config's (spec §1): 'Prijs met voucher' shows it as the widget will in the browser,
 * where it reads the page config, so it is no attribute.
 */
export function renderVoucherCard(voucher: VoucherMarkup, secondCurrency: SecondCurrency | null): RawHtml {
  const WithSecondCurrency = (props: VoucherCardProps) => createElement(VoucherCard, { ...props, secondCurrency });
  return prerenderedWidget(cardWidgetClass.voucher, voucherCard.name, WithSecondCurrency, cardWidgetProps.voucher(voucher), resumeAsIn(voucherCard));
}
