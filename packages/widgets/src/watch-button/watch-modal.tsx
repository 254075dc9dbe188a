import { useEffect } from 'react';
import { trackModalOpen } from '@etalage/core/tracking';
import { Dialog } from '../shared/dialog.js';
import { WatchForm, type WatchFormProps } from './watch-form.js';

export const WATCH_MODAL_TITLE = 'Bekijk beschikbaarheid';

export interface WatchModalProps extends WatchFormProps {
  open: boolean;
  onClose: () => void;
}

/** The watch modal (spec §2 modals): loaded when the shopper first opens it. */
export default function WatchModal({ open, onClose, ...form }: WatchModalProps) {
  useEffect(() => {
    if (open) trackModalOpen({ modal_name: 'watchdog', modal_opener: 'watch_button' });
  }, [open]);
  return (
    <Dialog open={open} title={WATCH_MODAL_TITLE} onClose={onClose}>
      <WatchForm {...form} />
    </Dialog>
  );
}
