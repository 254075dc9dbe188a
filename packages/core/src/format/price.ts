import { CURRENCY } from '../constants.js';
import { formatMoney } from './number.js';

/** 'of {months} tijden van {amount}' (spec §9), e.g. 'of 12 tijden van € 41,58'. */
export function formatInstallment(months: number, amount: number, currency = CURRENCY): string {
  return `of ${months} tijden van ${formatMoney(amount, currency)}`;
}

// Floating point turns 1 - 80/100 into 0.19999…; without the nudge 20% would read as 19%.
const EPSILON = 1e-9;

/** The discount as a rounded-down whole percent (spec §5); 0 when there is no real discount. */
export function discountPercent(priceBeforeDiscount: number | null | undefined, price: number): number {
  if (!priceBeforeDiscount || priceBeforeDiscount <= 0 || price >= priceBeforeDiscount) return 0;
  return Math.floor((1 - price / priceBeforeDiscount) * 100 + EPSILON);
}

/** A discount percent as shown on a card: rounded down, e.g. 23.9 → '-23%'. */
export function formatDiscount(percent: number): string {
  return `-${Math.floor(percent + EPSILON)}%`;
}
