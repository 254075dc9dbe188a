import { CHRISTMAS_DATE } from '../constants.js';
import { formatShippingDelay } from './relative-time.js';

/** The Dutch tag texts of spec §4, exactly. */
export const AVAILABILITY_TEXT = {
  outOfStock: 'Niet op voorraad',
  christmas: 'Levering voor Kerstmis',
  inStock: 'Op voorraad',
  readyToShip: 'Klaar om verzonden te worden',
  ships: 'Wordt verzonden',
  freeShipping: 'Gratis bezorging',
} as const;

export type AvailabilityTagKind = keyof typeof AVAILABILITY_TEXT;

export interface AvailabilityTag {
  kind: AvailabilityTagKind;
  text: string;
}

export interface AvailabilityInput {
  active: boolean;
  inStock: boolean;
  deliveryInDays?: number | null;
  freeShipping?: boolean;
}

export interface AvailabilityOptions {
  now?: Date;
  /** Feature-flag threshold: the tag shows when 24 December is at most this many days away. */
  christmasThresholdDays?: number | null;
}

const DAY_MS = 86_400_000;

/** Whole days from `now` (local date) until the next 24 December; 0 on the day itself. */
export function daysUntilChristmas(now: Date): number {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  let christmas = new Date(now.getFullYear(), CHRISTMAS_DATE.month, CHRISTMAS_DATE.day);
  if (christmas < today) christmas = new Date(now.getFullYear() + 1, CHRISTMAS_DATE.month, CHRISTMAS_DATE.day);
  return Math.round((christmas.getTime() - today.getTime()) / DAY_MS);
}

function christmasDeliveryFits(input: AvailabilityInput, options: AvailabilityOptions): boolean {
  const threshold = options.christmasThresholdDays;
  if (threshold === null || threshold === undefined) return false;
  if (input.deliveryInDays === null || input.deliveryInDays === undefined) return false;
  const daysLeft = daysUntilChristmas(options.now ?? new Date());
  return daysLeft <= threshold && input.deliveryInDays <= daysLeft;
}

/** The availability tags of a card, in display order (spec §4). */
export function availabilityTags(input: AvailabilityInput, options: AvailabilityOptions = {}): AvailabilityTag[] {
  const tag = (kind: AvailabilityTagKind, text: string = AVAILABILITY_TEXT[kind]): AvailabilityTag => ({ kind, text });
  if (!input.active) return [tag('outOfStock')];

  const tags: AvailabilityTag[] = [];
  if (christmasDeliveryFits(input, options)) tags.push(tag('christmas'));
  else if (input.inStock) tags.push(tag('inStock'));
  else if (input.deliveryInDays === 0) tags.push(tag('readyToShip'));
  else if (input.deliveryInDays !== null && input.deliveryInDays !== undefined) {
    tags.push(tag('ships', `${AVAILABILITY_TEXT.ships} ${formatShippingDelay(input.deliveryInDays)}`));
  }
  if (input.freeShipping) tags.push(tag('freeShipping'));
  return tags;
}
