import { formatMoney } from '@etalage/core';

/** When the shopper gets the parcel, in plain Dutch (working days: shops do not deliver on Sundays). */
export function deliveryTimeText(days: number | null): string | null {
  if (days === null || !Number.isFinite(days) || days < 0) return null;
  if (days === 0) return 'Vandaag verzonden';
  if (days === 1) return 'Morgen in huis';
  return `Levering in ${days} werkdagen`;
}

/** The price of one delivery option: 'Gratis' for 0, nothing when the shop gave none. */
export function deliveryPriceText(price: number | null): string | null {
  if (price === null || !Number.isFinite(price)) return null;
  return price === 0 ? 'Gratis' : formatMoney(price);
}

/** The cash-on-delivery price ('Rembours'), when the option offers it. */
export function codPriceText(priceCod: number | null): string | null {
  const price = deliveryPriceText(priceCod);
  return price === null ? null : `Rembours: ${price}`;
}
