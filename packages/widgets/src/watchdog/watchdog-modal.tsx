import { useStore } from '@etalage/store';
import { ModalDialog, useModal } from '../modal-host/modal-context.js';
import { WatchdogForm } from './watchdog-form.js';

export const WATCHDOG_MODAL_TITLE = 'Bekijk beschikbaarheid';

export interface WatchdogModalProps {
  variantId: number;
  /** The current price, for the form's hint and check. */
  currentPrice?: number;
  /** Called once the subscription is saved (the button then says so). */
  onSubscribed?: () => void;
}

/**
 * The watchdog modal (spec §2 modals), opened by the modal host: e-mail and a target price. A logged-in user's
 * e-mail comes from the token; a visitor, or a user whose token has none (an account made with a phone
 * number, say), types it: the watchdog service cannot subscribe without one.
 */
export default function WatchdogModal({ variantId, currentPrice, onSubscribed }: WatchdogModalProps) {
  const user = useStore((state) => state.user);
  const subscribeWatch = useStore((state) => state.subscribeWatch);
  const modal = useModal();
  return (
    <ModalDialog title={WATCHDOG_MODAL_TITLE}>
      <WatchdogForm
        needsEmail={!user?.email}
        currentPrice={currentPrice}
        onSubmit={async ({ email, targetPrice }) => {
          const result = await subscribeWatch(variantId, { email: email || user?.email || '', targetPrice });
          if (result.ok) {
            onSubscribed?.();
            modal.close();
          }
          return result;
        }}
      />
    </ModalDialog>
  );
}
