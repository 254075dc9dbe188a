import { useEffect, useState } from 'react';
import { FIXED_PATHS, safeUrl } from '@etalage/core';
import { AttributeName } from '@etalage/runtime/attribute-names';
import { useStore } from '@etalage/store';
import { CountBadge } from '../shared/count-badge.js';
import { HeartIcon, Spinner } from '../shared/icons.js';
import { likedCount } from '@etalage/store/likes';
import { openModalLazily } from '../modal-host/open-lazily.js';

const likedVariantCount = likedCount('variant');
/** The auth modal's opener for a visitor (the modal host's markup contract), going on to the favourites after the login. */
const VISITOR_OPENER = {
  [AttributeName.Modal]: 'auth',
  [AttributeName.ModalProps]: JSON.stringify({ view: 'login', next: FIXED_PATHS.favourites }),
  [AttributeName.ModalOpener]: 'header',
};

/**
 * The header's favourites button (spec §6): a visitor is sent to the login, a logged-in user gets the
 * favourites modal. The badge counts liked products, live from the store.
 */
export default function HeaderFavourites() {
  const count = useStore(likedVariantCount);
  const user = useStore((state) => state.user);
  const siteHost = useStore((state) => state.config.siteHost);
  const loadLikedItems = useStore((state) => state.loadLikedItems);
  const [opening, setOpening] = useState(false);

  useEffect(() => void loadLikedItems('variant'), [loadLikedItems]);

  const label = count === 1 ? 'Favorieten, 1 product' : `Favorieten, ${count} producten`;
  const content = (
    <>
      <span className="etl-count-badge__icon">
        {opening ? <Spinner /> : <HeartIcon filled={count > 0} />}
        <CountBadge count={count} />
      </span>
      <span className="etl-count-badge__label">Favorieten</span>
    </>
  );

  if (!user) {
    const loginUrl = `${siteHost}${FIXED_PATHS.login}?next=${encodeURIComponent(FIXED_PATHS.favourites)}`;
    return (
      // The login page without JavaScript; with it, the auth modal, which goes on to the favourites after the login.
      <a
        className="etl-count-badge__button"
        href={safeUrl(loginUrl, '/login')}
        aria-label={`${label}, inloggen om ze te bekijken`}
        aria-haspopup="dialog"
        {...VISITOR_OPENER}
      >
        {content}
      </a>
    );
  }

  async function openModal(button: HTMLButtonElement) {
    if (opening) return;
    setOpening(true);
    // The modal host, the modal and the list are chunks of their own, loaded on the first open.
    await openModalLazily({ name: 'favourites', opener: 'header', openerElement: button });
    setOpening(false);
  }

  return (
    <button
      type="button"
      className="etl-count-badge__button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-busy={opening}
      onClick={(event) => void openModal(event.currentTarget)}
    >
      {content}
    </button>
  );
}
