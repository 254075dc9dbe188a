import { cardDataFromVariant, html, renderProductCard, renderSmallCard, type ProductCardOptions } from '@etalage/markup/client';
import { FLAG_KEYS } from '@etalage/core/flag-keys';
import type { Variant } from '@etalage/core/api';
import { getStore } from '@etalage/store';
import { reportProblem } from '@etalage/core';

export type BrowserCardLayout = 'card' | 'small';

/**
 * A flag's value for a widget: never rejects and never holds a widget up for long. GrowthBook itself falls back
 * to the cache or the defaults when the flags endpoint fails (within its init timeout); when its code cannot
 * even load (offline), the widget gets `fallback`.
 */
export async function readFlag<T>(key: string, fallback: T): Promise<T> {
  try {
    const flags = await getStore().getState().flags();
    return flags.value<T>(key, fallback);
  } catch (error) {
    reportProblem('feature flags', `unavailable, "${key}" uses its default`, error);
    return fallback;
  }
}

/** The options every browser-drawn card shares with the server's: the flag's Christmas rule, the second currency. */
export async function browserCardOptions(): Promise<Pick<ProductCardOptions, 'christmas' | 'secondCurrency'>> {
  const state = getStore().getState();
  const thresholdDays = await readFlag<number | null>(FLAG_KEYS.christmasDeliveryThresholdDays, null);
  return {
    christmas: typeof thresholdDays === 'number' ? { thresholdDays, now: new Date() } : undefined,
    secondCurrency: state.config.secondCurrency,
  };
}

/**
 * Cards for API variants as HTML, from the one card markup of `@etalage/markup` (escaped there): the caller
 * inserts it with `insertServerHtml`, and the runtime mounts the cards' widgets like any server card's.
 */
export function browserCardsHtml(
  variants: readonly Variant[],
  options: Omit<ProductCardOptions, 'position'> & { layout?: BrowserCardLayout; firstPosition?: number },
): string {
  const { layout, firstPosition = 1, ...cardOptions } = options;
  const render = layout === 'small' ? renderSmallCard : renderProductCard;
  return html`${variants.map((variant, i) => render(cardDataFromVariant(variant), { headingLevel: 3, ...cardOptions, position: firstPosition + i }))}`.value;
}

/** Small cards need no flags (they show no availability tags): their options are known at once, no GrowthBook. */
export function smallCardsHtml(variants: readonly Variant[], options: { clickSource: number; firstPosition?: number }): string {
  return browserCardsHtml(variants, { ...options, layout: 'small', secondCurrency: getStore().getState().config.secondCurrency });
}
