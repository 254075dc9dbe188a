import { useEffect, useRef, useState } from 'react';
import { formatMoney, reportProblem, routes } from '@etalage/core';
import type { WatchedVariant } from '@etalage/core/api';
import { getStore, useStore } from '@etalage/store';
import { VariantTile } from '../shared/variant-tile.js';
import { SecondPrice, useSecondCurrency } from '../shared/second-price.js';
import { ListEmpty, ListError } from '../shared/list-message.js';
import { useFocusAfterRemoval } from '../shared/use-focus-after-removal.js';

/** The reference server answers at most 100 watched variants; the user page shows them all. */
export const WATCHED_LIMIT = 100;

export const TEXT = {
  loading: 'Gevolgde producten laden…',
  empty: 'Je volgt nog geen producten.',
  discover: 'Ontdek producten',
  error: 'Je gevolgde producten konden niet worden geladen.',
  retry: 'Opnieuw proberen',
  stop: 'Stop met kijken',
  stopping: 'Stoppen…',
  stopped: 'Je volgt dit product niet meer.',
  stopFailed: 'Stoppen met kijken is niet gelukt. Probeer het opnieuw.',
  availability: 'Melding bij beschikbaarheid',
  label: 'Gevolgde producten',
} as const;

function hasTarget<T extends Pick<WatchedVariant, 'targetPrice'>>(watched: T): watched is T & { targetPrice: number } {
  return watched.targetPrice !== null && watched.targetPrice !== undefined;
}

/** 'Melding bij prijs onder € 199,00' when a target price is set, otherwise 'Melding bij beschikbaarheid'. */
export function watchText(watched: Pick<WatchedVariant, 'targetPrice'>): string {
  return hasTarget(watched) ? `Melding bij prijs onder ${formatMoney(watched.targetPrice)}` : TEXT.availability;
}

/**
 * The list is the truth about these variants: registers them as watched in the store, so that the store's
 * unsubscribe (and any watch button of the page) starts from "subscribed". Entries already loaded stay as they are.
 */
function registerWatches(items: WatchedVariant[]) {
  const store = getStore();
  const watches = { ...store.getState().watches };
  for (const item of items) {
    if (watches[item.variant.id]?.status === 'ready') continue;
    watches[item.variant.id] = {
      status: 'ready',
      subscribed: true,
      type: item.type,
      targetPrice: item.targetPrice,
      pending: false,
    };
  }
  store.setState({ watches });
}

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: WatchedVariant[] };

/** /user/watchdog: the variants the shopper watches, each with its alert and a 'Stop met kijken' button. */
export default function WatchedList() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const watches = useStore((state) => state.watches);
  const secondCurrency = useSecondCurrency();
  const alive = useRef(true);
  const root = useRef<HTMLElement>(null);
  const focusAfterRemovalOf = useFocusAfterRemoval(root, '.etl-watched-list__stop', '.etl-list-message a');

  async function fetchWatched() {
    setLoad({ status: 'loading' });
    try {
      const items = await (await getStore().getState().api()).fetchWatchedVariants(WATCHED_LIMIT);
      const list = Array.isArray(items) ? items : [];
      registerWatches(list);
      if (alive.current) setLoad({ status: 'ready', items: list });
    } catch (error) {
      reportProblem('watched-list', 'loading the watched variants failed:', error);
      if (alive.current) setLoad({ status: 'error' });
    }
  }

  useEffect(() => {
    alive.current = true;
    void fetchWatched();
    return () => {
      alive.current = false;
    };
  }, []);

  async function stop(variantId: number, index: number) {
    setMessage(null);
    await getStore().getState().unsubscribeWatch(variantId);
    // The store reloads the status after a failed unsubscribe: still subscribed means it did not work.
    const entry = getStore().getState().watches[variantId];
    if (!alive.current) return;
    if (!entry?.subscribed) {
      focusAfterRemovalOf(index);
    }
    setMessage(entry?.subscribed ? { text: TEXT.stopFailed, error: true } : { text: TEXT.stopped, error: false });
  }

  const busy = load.status === 'loading';
  // An item leaves the list once the store knows it is no longer watched (here or by a watch button elsewhere).
  const items = load.status === 'ready' ? load.items.filter((item) => watches[item.variant.id]?.subscribed !== false) : [];

  let content;
  if (load.status === 'loading') {
    content = null;
  } else if (load.status === 'error') {
    content = (
      <ListError text={TEXT.error} retryLabel={TEXT.retry} onRetry={() => void fetchWatched()} />
    );
  } else if (items.length === 0) {
    content = (
      <ListEmpty text={TEXT.empty} linkLabel={TEXT.discover} href={routes.marketplace()} />
    );
  } else {
    content = (
      <ul className="etl-variant-tile__grid etl-watched-list__grid" aria-label={TEXT.label}>
        {items.map((item, index) => {
          const pending = watches[item.variant.id]?.pending === true;
          return (
            <li key={item.variant.id} className="etl-watched-list__item">
              <VariantTile
                variant={item.variant}
                note={
                  <>
                    <BellIcon />
                    {watchText(item)}
                    {hasTarget(item) && secondCurrency && ' '}
                    {hasTarget(item) && <SecondPrice euro={item.targetPrice} currency={secondCurrency} />}
                  </>
                }
              >
                <button
                  type="button"
                  className="etl-button etl-button--small etl-watched-list__stop"
                  aria-busy={pending}
                  disabled={pending}
                  onClick={() => void stop(item.variant.id, index)}
                >
                  {pending ? TEXT.stopping : TEXT.stop}
                  <span className="etl-visually-hidden">: {item.variant.name}</span>
                </button>
              </VariantTile>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section ref={root} className="etl-watched-list etl-variant-tile__list" aria-busy={busy} aria-label={TEXT.label}>
      <p className={busy ? 'etl-watched-list__status' : 'etl-visually-hidden'} role="status">
        {busy ? TEXT.loading : message && !message.error ? message.text : ''}
      </p>
      {message?.error && (
        <p className="etl-list-message etl-list-message--error etl-watched-list__stop-error" role="alert">
          {message.text}
        </p>
      )}
      {content}
    </section>
  );
}

function BellIcon() {
  return (
    <svg className="etl-watched-list__bell" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}
