import { LOCALE } from '../constants.js';

const relativeFormatter = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'always' });

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** The units of spec §9, largest first. */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

/** 'over 3 dagen', '2 weken geleden', … in the largest unit that fits. */
export function formatRelativeTime(target: Date | number, now: Date | number = Date.now()): string {
  const diff = Number(target) - Number(now);
  const size = Math.abs(diff);
  for (const [unit, length] of UNITS) {
    if (size >= length || unit === 'second') {
      return relativeFormatter.format(Math.trunc(diff / length), unit);
    }
  }
  return relativeFormatter.format(0, 'second');
}

/** A shipping delay in days or weeks only (spec §4): 'over 3 dagen', 'over 2 weken'. */
export function formatShippingDelay(days: number): string {
  if (days >= 7) return relativeFormatter.format(Math.round(days / 7), 'week');
  return relativeFormatter.format(days, 'day');
}
