import { availabilityTags } from '@etalage/core';
import type { Db } from '../db/connection.js';
import { christmasOption } from './features.js';

/**
 * Whether a variant with these delivery days carries the card's 'Levering voor Kerstmis' tag today: the rule of
 * `@etalage/core` itself (threshold flag, days until 24 December), asked for an active variant.
 */
function showsChristmasTag(deliveryInDays: number, option: ReturnType<typeof christmasOption>): boolean {
  return availabilityTags({ active: true, inStock: false, deliveryInDays }, { now: option.now, christmasThresholdDays: option.thresholdDays }).some(
    (tag) => tag.kind === 'christmas',
  );
}

/**
 * The Christmas listing's condition: the active variants whose card shows the tag. The rule stays in core: SQL only
 * gets the delivery-day values that pass it (a handful), so listing and tag cannot disagree. Out of season (the tag
 * shows for no delivery time at all) none pass and the listing is empty.
 */
export function christmasCondition(db: Db, option = christmasOption()): { where: string; params: number[]; inSeason: boolean } {
  const days = (db.prepare('SELECT DISTINCT delivery_in_days AS d FROM variants WHERE active = 1').all() as { d: number }[]).map((r) => r.d);
  const fitting = days.filter((d) => showsChristmasTag(d, option));
  const inSeason = showsChristmasTag(0, option);
  if (fitting.length === 0) return { where: '1 = 0', params: [], inSeason };
  return { where: `v.active = 1 AND v.delivery_in_days IN (${fitting.map(() => '?').join(', ')})`, params: fitting, inSeason };
}
