/** Spec §2 and §9: the badge shows at most 99. */
export const BADGE_CAP = 99;

export function badgeText(count: number): string {
  return String(Math.min(Math.max(0, Math.floor(count)), BADGE_CAP));
}

/** A count bubble on a header button; hidden at zero, read out by the button's own label instead. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="etl-badge" aria-hidden="true">
      {badgeText(count)}
    </span>
  );
}
