import { defaultPageConfig, type SecondCurrency } from '@etalage/core';
import { getStore } from '@etalage/store';

/** The storefront's example (`ETALAGE_SECOND_CURRENCY=USD:1.08`). */
export const USD: SecondCurrency = { code: 'USD', rate: 1.08 };

/** Puts a second currency in the pinned store's page config, as the embed does from the page's config script. */
export function secondCurrencyOn(currency: SecondCurrency = USD): void {
  getStore().getState().setConfig({ ...defaultPageConfig, secondCurrency: currency });
}

/** The default config again: test files share the pinned store's module (vitest `isolate: false`). */
export function secondCurrencyOff(): void {
  getStore().getState().setConfig(defaultPageConfig);
}

/** The text of each second price in `root`, with plain spaces: 'Ongeveer ≈ US$ 160,92'. */
export function secondPriceTexts(root: ParentNode): string[] {
  return [...root.querySelectorAll('.etl-second-price')].map((element) => element.textContent!.replace(/\u00a0/g, ' '));
}
