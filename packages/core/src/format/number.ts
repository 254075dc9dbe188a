/** nl-NL number formatting (spec §9: EUR with 2 fraction digits, counts with 0). */
import { COUNT_FRACTION_DIGITS, CURRENCY, LOCALE, MONEY_FRACTION_DIGITS } from '../constants.js';

const moneyFormatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency = CURRENCY): string {
  let formatter = moneyFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: MONEY_FRACTION_DIGITS,
      maximumFractionDigits: MONEY_FRACTION_DIGITS,
    });
    moneyFormatters.set(currency, formatter);
  }
  return formatter.format(amount);
}

const countFormatter = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: COUNT_FRACTION_DIGITS });

export function formatCount(count: number): string {
  return countFormatter.format(count);
}

/** A whole percent as shoppers read it in nl-NL: `10%`. */
export function formatPercent(percent: number): string {
  return `${countFormatter.format(percent)}%`;
}

/**
 * A second-currency price (spec §1) in its parts: `sign` and `amount` are shown ('≈ US$ 108,00'), while a screen
 * reader is given `spoken` in place of the sign ('Ongeveer US$ 108,00'), which it would read as a symbol name.
 */
export function secondPriceParts(euro: number, currency: { code: string; rate: number }): { spoken: string; sign: string; amount: string } {
  return { spoken: 'Ongeveer ', sign: '≈ ', amount: formatMoney(euro * currency.rate, currency.code) };
}

/** The second-currency price beside a euro price (spec §1): '≈ US$ 108,00' in nl-NL. */
export function formatSecondPrice(euro: number, currency: { code: string; rate: number }): string {
  const { sign, amount } = secondPriceParts(euro, currency);
  return sign + amount;
}
