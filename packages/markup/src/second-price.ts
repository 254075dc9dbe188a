import { html, type RawHtml } from './html.js';
import { secondPriceParts, type SecondCurrency } from '@etalage/core';

/**
 * The second-currency price beside a euro price (spec §1) as server and card HTML: shown '≈ US$ 108,00', read
 * 'Ongeveer US$ 108,00'. The widgets draw the same parts with React (`SecondPrice`, packages/widgets/src/shared).
 */
export function renderSecondPrice(euro: number, currency: SecondCurrency): RawHtml {
  const { spoken, sign, amount } = secondPriceParts(euro, currency);
  return html`<p class="pc-price-second"><span class="visually-hidden">${spoken}</span><span aria-hidden="true">${sign}</span>${amount}</p>`;
}
