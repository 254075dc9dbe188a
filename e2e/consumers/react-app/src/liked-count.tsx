import { useEffect, useState } from 'react';
import { getStore } from '@etalage/store';

/** The host's own component reading the widgets' store: it changes when a widget changes it. */
export function LikedCount() {
  const store = getStore();
  const count = () => Object.values(store.getState().likes).filter((entry) => entry.itemType === 'variant' && entry.liked).length;
  const [liked, setLiked] = useState(count);
  useEffect(() => store.subscribe(() => setLiked(count())), [store]);
  return <span data-testid="liked-count">{`Favorieten: ${liked}`}</span>;
}
