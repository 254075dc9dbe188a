import type { CSSProperties } from 'react';
import { roundToHalfStars } from '@etalage/core';

/** Five stars filled to the rating rounded to half stars (spec §5); decorative, the text beside them names it. */
export function ReviewStars({ rating, size }: { rating: number; size?: 'large' }) {
  const style = { '--etl-stars': roundToHalfStars(rating) } as CSSProperties;
  return (
    <span className={size === 'large' ? 'etl-review-list__stars etl-review-list__stars--large' : 'etl-review-list__stars'} style={style} aria-hidden="true">
      ★★★★★
    </span>
  );
}
