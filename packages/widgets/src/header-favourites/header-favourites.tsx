import { useCallback, useState, type ComponentType } from 'react';
import { routes } from '@etalage/core';
import { trackModalOpen } from '@etalage/core/tracking';
import { useStore } from '@etalage/store';
import { CountBadge } from '../shared/count-badge.js';
import { Dialog } from '../shared/dialog.js';
import { HeartIcon, Spinner } from '../shared/icons.js';
import { likedCount } from '../shared/selectors.js';

const likedVariantCount = likedCount('variant');
type FavouritesListComponent = ComponentType<{ encryptedShare?: string }>;
/** The list is a chunk of its own, loaded when the modal opens for the first time. */
const loadFavouritesList = () => import('../favourites-list/favourites-list.js').then((m) => m.FavouritesList as FavouritesListComponent);

export const FAVOURITES_TITLE = 'Mijn favorieten';

/**
 * The header's favourites button (spec §6): a visitor is sent to the login, a logged-in user gets the
 * favourites modal. The badge counts liked products, live from the store.
 */
export default function HeaderFavourites() {
  const count = useStore(likedVariantCount);
  const user = useStore((state) => state.user);
  const siteHost = useStore((state) => state.config.siteHost);
  const [open, setOpen] = useState(false);
  const [List, setList] = useState<FavouritesListComponent | null>(null);
  const [loadError, setLoadError] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  async function openModal() {
    setOpen(true);
    setLoadError(false);
    trackModalOpen({ modal_name: 'favourites', modal_opener: 'header' });
    if (List) return;
    try {
      const component = await loadFavouritesList();
      setList(() => component);
    } catch (error) {
      // Spec §4: if loading a modal fails, its open flag is reset.
      console.error('[etalage] header-favourites: the favourites list could not be loaded:', error);
      setOpen(false);
      setLoadError(true);
    }
  }
  const label = count === 1 ? 'Favorieten, 1 product' : `Favorieten, ${count} producten`;

  const content = (
    <>
      <HeartIcon filled={count > 0} />
      <CountBadge count={count} />
      <span className="etl-header-button__label">Favorieten</span>
    </>
  );

  if (!user) {
    const loginUrl = `${siteHost}${routes.login()}?next=${encodeURIComponent(routes.favourites())}`;
    return (
      <a className="etl-header-button" href={loginUrl} aria-label={`${label}, inloggen om ze te bekijken`}>
        {content}
      </a>
    );
  }

  return (
    <>
      <button
        type="button"
        className="etl-header-button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => void openModal()}
      >
        {content}
      </button>
      {loadError && (
        <span className="etl-visually-hidden" role="alert">
          Je favorieten konden niet worden geopend. Probeer het opnieuw.
        </span>
      )}
      <Dialog open={open} title={FAVOURITES_TITLE} onClose={close} className="etl-dialog--wide">
        {List ? (
          <List />
        ) : (
          <p role="status">
            <Spinner /> Favorieten laden…
          </p>
        )}
      </Dialog>
    </>
  );
}
