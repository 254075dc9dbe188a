/** nl-NL formatting for server-rendered markup (spec §9: EUR with 2 fraction digits, counts with 0). */
const LOCALE = 'nl-NL';

const money = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const count = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'always' });

export function formatMoney(amount: number): string {
  return money.format(amount);
}

export function formatCount(value: number): string {
  return count.format(value);
}

/** Discount as shoppers see it: a rounded-down whole percent (spec §5). */
export function discountPercent(price: number, priceBeforeDiscount: number | null | undefined): number {
  if (!priceBeforeDiscount || priceBeforeDiscount <= price) return 0;
  return Math.floor(((priceBeforeDiscount - price) / priceBeforeDiscount) * 100);
}

/** Star rating rounded to half stars out of 5, displayed with one decimal (spec §5). */
export function roundRating(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

export function formatRating(rating: number): string {
  return oneDecimal.format(roundRating(rating));
}

/** 'over 3 dagen' / 'over 2 weken': shipping time in days, or weeks from 7 days on. */
export function formatShippingTime(days: number): string {
  if (days >= 7) return relative.format(Math.round(days / 7), 'week');
  return relative.format(days, 'day');
}

/** Dimensions are stored in mm and shown in cm (spec §5). */
export function formatCentimetres(mm: number): string {
  return `${count.format(Math.round(mm / 10))} cm`;
}
