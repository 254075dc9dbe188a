import type { DimensionRange } from '../api/types.js';
import { LOCALE } from '../constants.js';

const cmFormatter = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** Dimensions arrive in mm and are shown in cm: mm divided by 10 (spec §5). */
export function mmToCm(mm: number): number {
  return mm / 10;
}

/** '45 cm', '4,5 cm', or a range '45–60 cm'; null when the range is empty. */
export function formatDimension(range: DimensionRange | null | undefined): string | null {
  if (!range) return null;
  const { from, to } = range;
  if (from === null && to === null) return null;
  if (from !== null && to !== null && from !== to) {
    return `${cmFormatter.format(mmToCm(from))}–${cmFormatter.format(mmToCm(to))} cm`;
  }
  return `${cmFormatter.format(mmToCm((from ?? to) as number))} cm`;
}
