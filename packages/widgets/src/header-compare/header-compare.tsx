import { useEffect } from 'react';
import { FIXED_PATHS } from '@etalage/core';
import { useStore } from '@etalage/store';
import { CountBadge } from '../shared/count-badge.js';
import { CompareIcon } from '../shared/icons.js';
import { likedCount } from '@etalage/store/likes';

const comparedCount = likedCount('comparison');

/** The header's compare link with its live count badge (at most '99'). */
export default function HeaderCompare() {
  const count = useStore(comparedCount);
  const siteHost = useStore((state) => state.config.siteHost);
  const loadLikedItems = useStore((state) => state.loadLikedItems);
  useEffect(() => void loadLikedItems('comparison'), [loadLikedItems]);
  return (
    <a
      className="etl-count-badge__button"
      href={`${siteHost}${FIXED_PATHS.compareProducts}`}
      aria-label={count === 1 ? 'Vergelijken, 1 product' : `Vergelijken, ${count} producten`}
    >
      <span className="etl-count-badge__icon">
        <CompareIcon />
        <CountBadge count={count} />
      </span>
      <span className="etl-count-badge__label">Vergelijken</span>
    </a>
  );
}
