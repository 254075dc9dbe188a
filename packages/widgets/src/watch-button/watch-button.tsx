import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '@etalage/core';
import { useStore } from '@etalage/store';
import { BellIcon, Spinner } from '../shared/icons.js';
import { openModalLazily } from '../modal-host/open-lazily.js';
import { removeDialogFrames } from '../shared/dialog-frames.js';
import { SecondPrice, useSecondCurrency } from '../shared/second-price.js';

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

export const UNSUBSCRIBE_FAILED = 'Het stoppen van de melding is niet gelukt. Probeer het opnieuw.';
export const STATUS_LOAD_FAILED = 'De status kon niet worden geladen. Probeer het opnieuw.';

/** Spec §4 watch button: not watched opens the watchdog modal; watched shows 'Stop met kijken' and unsubscribes. */
export default function WatchButton({ variantId, price, itemName }: WatchButtonProps) {
  const entry = useStore((state) => state.watches[variantId]);
  const secondCurrency = useSecondCurrency();
  const loadWatch = useStore((state) => state.loadWatch);
  const unsubscribeWatch = useStore((state) => state.unsubscribeWatch);
  const [opening, setOpening] = useState(false);
  const [message, setMessage] = useState('');
  /** Clicked before the status was known: open the form once it is (unless the variant is watched already). */
  const [openWhenKnown, setOpenWhenKnown] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  async function openModal() {
    if (opening) return;
    setMessage('');
    setOpening(true);
    // The host loads the modal's code; if that fails it resets the open flag and says why (spec §4).
    await openModalLazily({
      name: 'watchdog',
      props: { variantId, currentPrice: price, onSubscribed: () => setMessage(WATCH_CONFIRMED) },
      opener: 'watch_button',
      openerElement: button.current,
    });
    setOpening(false);
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
    // Watched already: no dialog follows the click, so the frame drawn at it (a click before this code) goes.
    else removeDialogFrames(document);
  }, [openWhenKnown, statusKnown, subscribed]);

  const waitingForStatus = openWhenKnown && !statusKnown;
  const failed = message === UNSUBSCRIBE_FAILED || message === STATUS_LOAD_FAILED;
  const statusClass = failed ? 'etl-watch-button__status etl-watch-button__status--error' : 'etl-watch-button__status';
  const nameSuffix = itemName ? <span className="etl-visually-hidden">{` ${itemName}`}</span> : null;

  if (entry?.subscribed) {
    return (
      <div className="etl-watch-button">
        <button
          type="button"
          className="etl-button etl-watch-button__button etl-watch-button__button--active"
          aria-busy={pending}
          aria-disabled={pending}
          onClick={() => {
            if (pending) return;
            setMessage('');
            // The shopper's own action: a failure is said, next to the button that still reads 'Stop met kijken'.
            void unsubscribeWatch(variantId).then((done) => {
              if (!done) setMessage(UNSUBSCRIBE_FAILED);
            });
          }}
        >
          {pending ? <Spinner /> : <BellIcon />}
          <span>{STOP_WATCHING}</span>
          {nameSuffix}
          {entry.targetPrice !== null && (
            <span className="etl-watch-button__target">
              {`bij ${formatMoney(entry.targetPrice)}`}
              {secondCurrency && ' '}
              <SecondPrice euro={entry.targetPrice} currency={secondCurrency} />
            </span>
          )}
        </button>
        <span className={statusClass} role="status">
          {message}
        </span>
      </div>
    );
  }

  return (
    <div className="etl-watch-button">
      <button
        ref={button}
        type="button"
        className="etl-button etl-watch-button__button"
        aria-haspopup="dialog"
        aria-busy={pending || waitingForStatus || opening}
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
            setMessage(STATUS_LOAD_FAILED);
            removeDialogFrames(document);
          });
        }}
      >
        {waitingForStatus || opening ? <Spinner /> : <BellIcon />}
        <span>{WATCH_LABEL}</span>
        {nameSuffix}
      </button>
      <span className={statusClass} role="status">
        {message}
      </span>
    </div>
  );
}
