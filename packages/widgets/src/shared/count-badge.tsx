import { capBadgeCount } from '@etalage/core';

/** Spec §2 and §9: the badge shows at most 99. */
export const badgeText = (count: number): string => String(capBadgeCount(count));

/** A count bubble on a header button; hidden at zero, read out by the button's own label instead. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="etl-count-badge" aria-hidden="true">
      {badgeText(count)}
    </span>
  );
}
