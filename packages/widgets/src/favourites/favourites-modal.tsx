import { ModalDialog } from '../modal-host/modal-context.js';
import { FavouritesList } from '../favourites-list/favourites-list.js';

export const FAVOURITES_TITLE = 'Mijn favorieten';

/** The favourites modal (spec §2): the shopper's liked products and share link, opened by the modal host. */
export default function FavouritesModal() {
  return (
    <ModalDialog title={FAVOURITES_TITLE} className="etl-dialog--wide">
      <FavouritesList />
    </ModalDialog>
  );
}
