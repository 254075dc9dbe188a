import { html, type RawHtml } from './html.js';
import { secondPriceParts, type SecondCurrency } from '@etalage/core';

/**
 * The second-currency price beside a euro price (spec §1) as server and card HTML: shown '≈ US$ 108,00', read
 * 'Ongeveer US$ 108,00'. The widgets draw the same parts with React (`SecondPrice`, packages/widgets/src/shared).
 * `inline` draws it as a span, for a price inside a line of text or a struck-through price.
 */
export function renderSecondPrice(euro: number, currency: SecondCurrency, inline = false): RawHtml {
  const { spoken, sign, amount } = secondPriceParts(euro, currency);
  const parts = html`<span class="visually-hidden">${spoken}</span><span aria-hidden="true">${sign}</span>${amount}`;
  return inline ? html`<span class="pc-price-second">${parts}</span>` : html`<p class="pc-price-second">${parts}</p>`;
}

/** ' ≈ US$ 108,00' after a euro price in a line of text: a space and the inline second price; nothing without one. */
export function secondPriceAfter(euro: number, currency: SecondCurrency | null | undefined): RawHtml {
  return currency ? html` ${renderSecondPrice(euro, currency, true)}` : html``;
}
