import { useEffect } from 'react';
import { formatCount } from '@etalage/core';
import { useStore } from '@etalage/store';
import { displayedLikeCount, likeKey } from '@etalage/store/likes';
import { HeartIcon } from '../shared/icons.js';

export interface LikeButtonProps {
  /** Default `variant`, as in the markup contract. */
  itemType?: 'variant' | 'comparison';
  itemId: number;
  /** The server's count, shown until the batched lookup answers (default 0). */
  likesCount?: number;
  /** The product name, so screen readers can tell 60 buttons apart. */
  itemName?: string;
}

export const LIKE_LABEL = 'Bewaar als favoriet';
export const UNSYNCED_NOTE = 'Nog niet opgeslagen, we proberen het opnieuw';

/** Spec §4 like toggle: applied when the call returns; clicks while it runs are ignored. */
export default function LikeButton({ itemType = 'variant', itemId, likesCount = 0, itemName }: LikeButtonProps) {
  const key = likeKey(itemType, itemId);
  const entry = useStore((state) => state.likes[key]);
  const observeLikeOf = useStore((state) => state.observeLikeOf);
  const releaseLikesOf = useStore((state) => state.releaseLikesOf);
  const toggleLike = useStore((state) => state.toggleLike);

  useEffect(() => {
    void observeLikeOf(itemType, itemId, likesCount);
    return () => void releaseLikesOf(itemType, [itemId]);
  }, [observeLikeOf, releaseLikesOf, itemType, itemId, likesCount]);

  const liked = entry?.liked ?? false;
  const pending = entry?.pending ?? false;
  const count = entry ? displayedLikeCount(entry) : likesCount;

  return (
    <div className="etl-like-button" data-liked={liked} data-pending={pending}>
      <button
        type="button"
        className="etl-pill etl-like-button__button"
        aria-pressed={liked}
        aria-busy={pending}
        aria-disabled={pending}
        onClick={() => void toggleLike(itemType, itemId)}
      >
        <HeartIcon filled={liked} />
        {/* One text node per span: the server's markup of this button hydrates node for node. */}
        <span className="etl-visually-hidden">{`${LIKE_LABEL}${itemName ? `: ${itemName}` : ''}, `}</span>
        <span className="etl-like-button__count">{formatCount(count)}</span>
        <span className="etl-visually-hidden">{' keer bewaard'}</span>
      </button>
      {/* Always in the page, so that screen readers announce the note when it appears. */}
      <span className="etl-like-button__note" role="status">
        {entry?.unsynced ? UNSYNCED_NOTE : ''}
      </span>
    </div>
  );
}
