import { useEffect, useMemo, useState } from 'react';
import { ClickSource, formatCount, reportProblem } from '@etalage/core';
import type { Variant } from '@etalage/core/api';
import { getStore, useStore } from '@etalage/store';
import { likeKey } from '@etalage/store/likes';
import { smallCardsHtml } from '../shared/browser-cards.js';
import { CardHtml } from '../shared/card-html.js';
import { useWidgetId } from '../shared/use-widget-id.js';
import { knownUnliked } from './known-unliked.js';

/** How many on-sale favourites the favourites list shows under the list. */
export const ON_SALE_LIMIT = 8;
export const ON_SALE_TITLE = 'Nu in de aanbieding';

export const onSaleCountText = (count: number) =>
  count === 1 ? '1 van je favorieten is nu in de aanbieding.' : `${formatCount(count)} van je favorieten zijn nu in de aanbieding.`;

export type OnSale = { status: 'loading' } | { status: 'ready'; variants: Variant[] } | { status: 'error' };

/**
 * `GET /api/v2/user/favourites-on-sale` (spec §7): the shopper's liked variants whose price is below the price
 * before the discount. A user's list includes the likes made as a visitor only after pairing: wait for it first.
 */
export function useFavouritesOnSale(limit: number): OnSale {
  const [state, setState] = useState<OnSale>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const load = async () => {
      const store = getStore().getState();
      if (!store.userLoaded) await store.loadUser();
      await getStore().getState().pairLikesIfNeeded();
      return (await store.api()).fetchFavouritesOnSale(limit);
    };
    load().then(
      (variants) => live && setState({ status: 'ready', variants }),
      (error: unknown) => {
        // A side list: the shopper's favourites themselves still show; the developer reads why this one did not.
        reportProblem('favourites-list', 'favourites on sale could not be loaded:', error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [limit]);
  return state;
}

/** The on-sale favourites still liked on this page (one unliked in the list above leaves this strip too). */
export function useLikedOnSale(onSale: OnSale): Variant[] {
  const likes = useStore((state) => state.likes);
  if (onSale.status !== 'ready') return [];
  return onSale.variants.filter((variant) => !knownUnliked(likes[likeKey('variant', variant.id)]));
}

/** 'Nu in de aanbieding': the favourites on sale as small cards, under the shopper's own list; nothing when none are. */
export function FavouritesOnSale() {
  const variants = useLikedOnSale(useFavouritesOnSale(ON_SALE_LIMIT));
  const headingId = useWidgetId();
  const html = useMemo(() => smallCardsHtml(variants, { clickSource: ClickSource.FavouritesOnSale }), [variants]);
  if (variants.length === 0) return null;
  return (
    <section className="etl-favourites-list__sale" aria-labelledby={headingId}>
      <h2 id={headingId} className="etl-favourites-list__sale-title">
        {ON_SALE_TITLE}
      </h2>
      <p className="etl-favourites-list__sale-intro">{onSaleCountText(variants.length)}</p>
      <CardHtml className="etl-card-scroller etl-favourites-list__sale-cards" html={html} />
    </section>
  );
}
