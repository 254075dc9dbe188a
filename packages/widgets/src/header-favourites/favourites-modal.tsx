import { useEffect } from 'react';
import { trackModalOpen } from '@etalage/core/tracking';
import { Dialog } from '../shared/dialog.js';
import { FavouritesList } from '../favourites-list/favourites-list.js';

export const FAVOURITES_TITLE = 'Mijn favorieten';

export interface FavouritesModalProps {
  open: boolean;
  onClose: () => void;
}

/** The favourites modal (spec §2): the shopper's liked products and share link, loaded on first open. */
export default function FavouritesModal({ open, onClose }: FavouritesModalProps) {
  useEffect(() => {
    if (open) trackModalOpen({ modal_name: 'favourites', modal_opener: 'header' });
  }, [open]);
  return (
    <Dialog open={open} title={FAVOURITES_TITLE} onClose={onClose} className="etl-dialog--wide">
      <FavouritesList />
    </Dialog>
  );
}
