import { formatMoney, LOCALE } from '@etalage/core';

const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3 });
const signedDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3, signDisplay: 'exceptZero' });

/** A metric value in nl-NL: money for CPCs, up to 3 decimals otherwise; '–' when unknown. */
export function formatMetric(value: number | null | undefined, money = false): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return money ? formatMoney(value) : decimal.format(value);
}

export type Trend = 'better' | 'worse' | 'same';

export interface MetricChange {
  /** '+0,12', '-3' or '0'. */
  text: string;
  trend: Trend;
}

/** The change against the previous measurement, or null when either side is unknown. */
export function metricChange(current: number | null | undefined, previous: number | null | undefined, lowerIsBetter = false): MetricChange | null {
  if (current === null || current === undefined || previous === null || previous === undefined) return null;
  const delta = Math.round((current - previous) * 1000) / 1000;
  if (delta === 0) return { text: '0', trend: 'same' };
  const up = delta > 0;
  return { text: signedDecimal.format(delta), trend: up !== lowerIsBetter ? 'better' : 'worse' };
}

/** '2026-11-01' → '1-11-2026' (the service's dates are calendar days). */
export function formatDay(date: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return match ? `${Number(match[3])}-${Number(match[2])}-${match[1]}` : null;
}
