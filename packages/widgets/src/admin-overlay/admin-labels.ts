import { OPTIMIZATION_LABELS } from '@etalage/core';
import type { OptimizationType } from '@etalage/core/api';

/** Spec §3: automatic → APO, manual → MPO, stableRank → RPO (the labels live in `@etalage/core`). */
export { OPTIMIZATION_LABELS };

/** What each label stands for, for the label's title and the panel's legend. */
export const OPTIMIZATION_NAMES: Record<OptimizationType, string> = {
  automatic: 'automatische optimalisatie',
  manual: 'handmatige optimalisatie',
  stableRank: 'stabiele rangschikking',
};

export function isOptimizationType(value: unknown): value is OptimizationType {
  return typeof value === 'string' && value in OPTIMIZATION_LABELS;
}

export const METRICS_LOADING = 'Metrics laden…';
export const METRICS_FAILED = 'Metrics niet beschikbaar';
export const METRICS_MISSING = 'Geen metrics voor deze variant';
export const ADMIN_MODE_OFF = 'Adminmodus uitzetten';

export type NumericMetric = 'score' | 'qs' | 'rank' | 'eshop_rank' | 'cpc' | 'sorting_cpc' | 'orders_coef' | 'click_rate_coef';

/** The numeric metrics in display order; ranks are better when lower, the rest when higher. */
export const METRIC_ROWS: { key: NumericMetric; label: string; money?: boolean; lowerIsBetter?: boolean }[] = [
  { key: 'score', label: 'Score' },
  { key: 'qs', label: 'Kwaliteitsscore' },
  { key: 'rank', label: 'Rank', lowerIsBetter: true },
  { key: 'eshop_rank', label: 'E-shoprank', lowerIsBetter: true },
  { key: 'cpc', label: 'CPC', money: true },
  { key: 'sorting_cpc', label: 'Sorteer-CPC', money: true },
  { key: 'orders_coef', label: 'Orderscoëf.' },
  { key: 'click_rate_coef', label: 'Klikratiocoëf.' },
];
