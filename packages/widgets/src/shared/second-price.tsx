import { secondPriceParts, type SecondCurrency } from '@etalage/core';
import { useStore } from '@etalage/store';

/** The page config's second currency (spec §1), or null when the page shows euro only. */
export function useSecondCurrency(): SecondCurrency | null {
  return useStore((state) => state.config.secondCurrency);
}

/**
 * The second-currency price beside a euro price: the parts and the markup of the card's (`renderSecondPrice` of
 * `@etalage/markup`), inline: shown '≈ US$ 108,00', read 'Ongeveer US$ 108,00'. Nothing without a second currency.
 */
export function SecondPrice({ euro, currency }: { euro: number; currency: SecondCurrency | null }) {
  if (!currency) return null;
  const { spoken, sign, amount } = secondPriceParts(euro, currency);
  return (
    <span className="etl-second-price">
      <span className="etl-visually-hidden">{spoken}</span>
      <span aria-hidden="true">{sign}</span>
      {amount}
    </span>
  );
}
