import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { cardWidgetProps, type VoucherMarkup } from '@etalage/markup';
import { cardVariant as variant } from '../../../markup/src/product-card.fixtures.js';
import { renderProductCard, renderVoucherCard } from '../server/index.js';
import VoucherCard from './voucher-card.js';
import { USD, secondCurrencyOff, secondCurrencyOn, secondPriceTexts } from '../shared/second-price.fixtures.js';

const voucher: VoucherMarkup = { code: 'ZOMER10', value: 10, valueType: 'percent', priceWithVoucher: 539.55 };

function widgetOf(markup: string): Element {
  return new DOMParser().parseFromString(markup, 'text/html').querySelector('[data-etl-widget="voucher-card"]')!;
}

/**
 * The server's first render of 'Prijs met voucher' is what the browser's card draws from the page config when it
 * hydrates: the second price is there before the script (no layout shift) and stays. React project only.
 */
describe('voucher card with a second currency, server and browser', () => {
  afterEach(secondCurrencyOff);

  it('the server draws the second price the browser draws from the store, without an attribute for it', () => {
    const server = widgetOf(renderVoucherCard(voucher, USD).value);
    expect(secondPriceTexts(server)).toEqual(['Ongeveer ≈ US$ 582,71']);
    expect([...server.attributes].map((attribute) => attribute.name).filter((name) => name.includes('currency'))).toEqual([]);
    secondCurrencyOn();
    const { container } = render(<VoucherCard {...cardWidgetProps.voucher(voucher)} />);
    expect(container.innerHTML).toBe(server.innerHTML);
  });

  it("the server draws a money value's second price as the browser does", () => {
    const money: VoucherMarkup = { code: 'KORTING25', value: 25, valueType: 'money', priceWithVoucher: 574.5 };
    const server = widgetOf(renderVoucherCard(money, USD).value);
    expect(secondPriceTexts(server.querySelector('.etl-voucher-card__button')!)).toEqual(['Ongeveer ≈ US$ 27,00']);
    secondCurrencyOn();
    const { container } = render(<VoucherCard {...cardWidgetProps.voucher(money)} />);
    expect(container.innerHTML).toBe(server.innerHTML);
  });

  it("the server's cards pass their second currency to the voucher; none without one", () => {
    expect(secondPriceTexts(widgetOf(renderProductCard(variant(), { clickSource: 1, secondCurrency: USD }).value))).toEqual(['Ongeveer ≈ US$ 582,71']);
    expect(secondPriceTexts(widgetOf(renderProductCard(variant(), { clickSource: 1 }).value))).toEqual([]);
    expect(secondPriceTexts(widgetOf(renderVoucherCard(voucher, null).value))).toEqual([]);
  });
});
