import { useCallback, useEffect, useState } from 'react';
import { FIXED_PATHS } from '@etalage/core';
import { useStore } from '@etalage/store';
import { CountBadge } from '../shared/count-badge.js';
import { HeartIcon, Spinner } from '../shared/icons.js';
import { likedCount } from '../shared/selectors.js';
import { useLazyComponent } from '../shared/use-lazy-component.js';
import type { FavouritesModalProps } from './favourites-modal.js';

const likedVariantCount = likedCount('variant');
/** The modal and the list are a chunk of their own, loaded when the shopper first opens them. */
const loadFavouritesModal = () => import('./favourites-modal.js').then((module) => module.default);

export const MODAL_LOAD_FAILED = 'Je favorieten konden niet worden geopend. Probeer het opnieuw.';

/**
 * The header's favourites button (spec §6): a visitor is sent to the login, a logged-in user gets the
 * favourites modal. The badge counts liked products, live from the store.
 */
export default function HeaderFavourites() {
  const count = useStore(likedVariantCount);
  const user = useStore((state) => state.user);
  const siteHost = useStore((state) => state.config.siteHost);
  const loadLikedItems = useStore((state) => state.loadLikedItems);
  const [open, setOpen] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const modal = useLazyComponent<FavouritesModalProps>('header-favourites', loadFavouritesModal);

  useEffect(() => void loadLikedItems('variant'), [loadLikedItems]);

  const label = count === 1 ? 'Favorieten, 1 product' : `Favorieten, ${count} producten`;
  const content = (
    <>
      <span className="etl-header-button__icon">
        {modal.loading ? <Spinner /> : <HeartIcon filled={count > 0} />}
        <CountBadge count={count} />
      </span>
      <span className="etl-header-button__label">Favorieten</span>
    </>
  );

  if (!user) {
    const loginUrl = `${siteHost}${FIXED_PATHS.login}?next=${encodeURIComponent(FIXED_PATHS.favourites)}`;
    return (
      <a className="etl-header-button" href={loginUrl} aria-label={`${label}, inloggen om ze te bekijken`}>
        {content}
      </a>
    );
  }

  async function openModal() {
    setLoadFailed(false);
    setOpen(true);
    // Spec §4: if loading a modal fails, its open flag is reset.
    if (!(await modal.load())) {
      setOpen(false);
      setLoadFailed(true);
    }
  }

  return (
    <>
      <button
        type="button"
        className="etl-header-button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-busy={modal.loading}
        onClick={() => void openModal()}
      >
        {content}
      </button>
      <span className="etl-visually-hidden" role="alert">
        {loadFailed ? MODAL_LOAD_FAILED : ''}
      </span>
      {modal.Component && <modal.Component open={open} onClose={close} />}
    </>
  );
}
