import { useCallback, useEffect, useState } from 'react';
import { formatMoney } from '@etalage/core';
import { useStore } from '@etalage/store';
import { BellIcon, Spinner } from '../shared/icons.js';
import { useLazyComponent } from '../shared/use-lazy-component.js';
import type { WatchModalProps } from './watch-modal.js';

export interface WatchButtonProps {
  variantId: number;
  /** The current price, for the form's hint and check. */
  price?: number;
  itemName?: string;
  /** Ask for the status on load (the product page); cards ask when the button is shown or touched. */
  loadStatus?: boolean;
}

export const WATCH_LABEL = 'Bekijk beschikbaarheid';
export const STOP_WATCHING = 'Stop met kijken';
export const WATCH_CONFIRMED = 'Gelukt! We houden je op de hoogte.';

export const MODAL_LOAD_FAILED = 'Het formulier kon niet worden geopend. Probeer het opnieuw.';

const loadWatchModal = () => import('./watch-modal.js').then((module) => module.default);

/** Spec §4 watch button: not watched opens the watch modal; watched shows 'Stop met kijken' and unsubscribes. */
export default function WatchButton({ variantId, price, itemName }: WatchButtonProps) {
  const entry = useStore((state) => state.watches[variantId]);
  const user = useStore((state) => state.user);
  const loadWatch = useStore((state) => state.loadWatch);
  const subscribeWatch = useStore((state) => state.subscribeWatch);
  const unsubscribeWatch = useStore((state) => state.unsubscribeWatch);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  /** Clicked before the status was known: open the form once it is (unless the variant is watched already). */
  const [openWhenKnown, setOpenWhenKnown] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const modal = useLazyComponent<WatchModalProps>('watch-button', loadWatchModal);

  async function openModal() {
    setMessage('');
    setOpen(true);
    // Spec §4: if loading a modal fails, its open flag is reset.
    if (!(await modal.load())) {
      setOpen(false);
      setMessage(MODAL_LOAD_FAILED);
    }
  }

  useEffect(() => void loadWatch(variantId), [loadWatch, variantId]);

  const pending = entry?.pending ?? false;
  const statusKnown = entry?.status === 'ready';
  const subscribed = entry?.subscribed ?? false;

  // An item already watched is never offered again: a click before the status arrived waits for it.
  useEffect(() => {
    if (!openWhenKnown || !statusKnown) return;
    setOpenWhenKnown(false);
    if (!subscribed) void openModal();
  }, [openWhenKnown, statusKnown, subscribed]);

  const waitingForStatus = openWhenKnown && !statusKnown;
  const nameSuffix = itemName ? <span className="etl-visually-hidden">{` ${itemName}`}</span> : null;

  if (entry?.subscribed) {
    return (
      <div className="etl-watch">
        <button
          type="button"
          className="etl-button etl-watch__button etl-watch__button--active"
          aria-busy={pending}
          aria-disabled={pending}
          onClick={() => {
            if (pending) return;
            setMessage('');
            void unsubscribeWatch(variantId);
          }}
        >
          {pending ? <Spinner /> : <BellIcon />}
          <span>{STOP_WATCHING}</span>
          {nameSuffix}
          {entry.targetPrice !== null && <span className="etl-watch__target">{`bij ${formatMoney(entry.targetPrice)}`}</span>}
        </button>
        <span className="etl-watch__status" role="status">
          {message}
        </span>
      </div>
    );
  }

  return (
    <div className="etl-watch">
      <button
        type="button"
        className="etl-button etl-watch__button"
        aria-haspopup="dialog"
        aria-busy={pending || waitingForStatus || modal.loading}
        onClick={() => {
          if (statusKnown) {
            void openModal();
            return;
          }
          setOpenWhenKnown(true);
          // A status already on its way is waited for; one that never started (its code failed offline) is asked again.
          if (entry?.status === 'loading') return;
          Promise.resolve(loadWatch(variantId)).catch(() => {
            setOpenWhenKnown(false);
            setMessage(MODAL_LOAD_FAILED);
          });
        }}
      >
        {waitingForStatus || modal.loading ? <Spinner /> : <BellIcon />}
        <span>{WATCH_LABEL}</span>
        {nameSuffix}
      </button>
      <span className="etl-watch__status" role="status">
        {message}
      </span>
      {modal.Component && (
        <modal.Component
          open={open}
          onClose={close}
          needsEmail={!user}
          currentPrice={price}
          onSubmit={async ({ email, targetPrice }) => {
            const result = await subscribeWatch(variantId, { email: email || user?.email || '', targetPrice });
            if (result.ok) {
              setMessage(WATCH_CONFIRMED);
              setOpen(false);
            }
            return result;
          }}
        />
      )}
    </div>
  );
}
