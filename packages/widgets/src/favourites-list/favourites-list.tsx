import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ClickSource, copyText, reportProblem, routes } from '@etalage/core';
import type { LikedVariantsAnswer, Variant } from '@etalage/core/api';
import { getStore, useStore, type LikeEntry } from '@etalage/store';
import { likeKey } from '@etalage/store/likes';
import { smallCardsHtml } from '../shared/browser-cards.js';
import { CardHtml } from '../shared/card-html.js';
import { ListEmpty, ListError } from '../shared/list-message.js';
import { useWidgetId } from '../shared/use-widget-id.js';
import { knownUnliked } from './known-unliked.js';
import { FavouritesOnSale } from './on-sale.js';

export interface FavouritesListProps {
  /** Someone's shared list (`/user/favourites/{encryptedShare}`); without it, the shopper's own list. */
  encryptedShare?: string;
}

export const PAGE_SIZE = 12;
export const SORT = 'newest';
/** 'Link gekopieerd!' shows this long after a copy (as the voucher card's message). */
export const LINK_COPIED_MS = 2000;

export const TEXT = {
  loading: 'Favorieten laden…',
  empty: 'Je hebt nog geen favorieten.',
  emptyShared: 'Deze lijst bevat nog geen favorieten.',
  discover: 'Ontdek producten',
  error: 'Je favorieten konden niet worden geladen.',
  retry: 'Opnieuw proberen',
  previous: 'Vorige',
  next: 'Volgende',
  share: 'Deel je favorieten',
  shareHint: 'Laat vrienden en familie je favorieten zien met een persoonlijke link.',
  sharing: 'Link maken…',
  shareError: 'De deellink kon niet worden gemaakt. Probeer het opnieuw.',
  shareLabel: 'Link naar je favorieten',
  copy: 'Kopieer link',
  copied: 'Link gekopieerd!',
  copyFailed: 'Kopiëren lukte niet: selecteer de link',
  unlike: 'Verwijderen',
  unliking: 'Verwijderen…',
  removed: 'Product verwijderd uit je favorieten.',
  ownLabel: 'Mijn favorieten',
  sharedLabel: 'Gedeelde favorieten',
} as const;

export const pageText = (page: number, pageCount: number) => `Pagina ${page} van ${pageCount}`;
export const shareUrl = (encryptedShare: string) => `${location.origin}${routes.favourites(encryptedShare)}`;

type Load =
  | { status: 'loading'; page: number }
  | { status: 'ready'; answer: LikedVariantsAnswer }
  | { status: 'error'; page: number };

/**
 * Registers the shopper's own liked variants with the store: the batched lookup brings their like state and counts,
 * so like buttons elsewhere on the page agree with the list.
 */
function registerOwnLikes(variants: Variant[]) {
  const { observeLikeOf } = getStore().getState();
  for (const variant of variants) observeLikeOf('variant', variant.id);
}

/**
 * The list says the variant is liked. Until the store's lookup has answered, its entry may still say "not liked"
 * (this browser's local storage never saw the like): mark it liked, so that the toggle unlikes instead of liking.
 */
function markLiked(variant: Variant) {
  const store = getStore();
  const key = likeKey('variant', variant.id);
  const entry = store.getState().likes[key];
  if (entry && (entry.liked || entry.serverLiked !== null || entry.unsynced || entry.pending)) return;
  const base: LikeEntry = entry ?? {
    itemType: 'variant',
    itemId: variant.id,
    liked: true,
    serverLiked: null,
    serverCount: 0,
    pending: false,
    unsynced: false,
  };
  store.setState({ likes: { ...store.getState().likes, [key]: { ...base, liked: true } } });
}

/** Favourites (spec §2): liked variants with paging, and for the shopper's own list a share link. */
export function FavouritesList({ encryptedShare }: FavouritesListProps) {
  const own = !encryptedShare;
  const [load, setLoad] = useState<Load>({ status: 'loading', page: 1 });
  /** The page on its way while the previous one stays visible. */
  const [pendingPage, setPendingPage] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const request = useRef(0);
  const listRef = useRef<HTMLUListElement>(null);
  const focusListAfterLoad = useRef(false);
  const likes = useStore((state) => state.likes);
  // Sharing needs an account (the server answers 401 to visitors): hidden once the store knows nobody is logged in.
  const canShare = useStore((state) => !(state.userLoaded && !state.user));
  const label = own ? TEXT.ownLabel : TEXT.sharedLabel;

  const fetchPage = useCallback(
    async (page: number) => {
      const id = ++request.current;
      try {
        const store = getStore().getState();
        // The shopper's own list includes the likes made as a visitor only after pairing (on the first page after a
        // login, the session's pairing may still be on its way): wait for it. A failed pairing is tried again on
        // the next page; the list shows what the server has meanwhile.
        if (own) {
          if (!store.userLoaded) await store.loadUser();
          await getStore().getState().pairLikesIfNeeded();
        }
        const api = await store.api();
        const answer = await api.fetchLikedVariants({ page, pageSize: PAGE_SIZE, sort: SORT, encryptedShare });
        if (id !== request.current) return;
        if (own) registerOwnLikes(answer.variants);
        setLoad({ status: 'ready', answer });
        setPendingPage(null);
      } catch (error) {
        if (id !== request.current) return;
        reportProblem('favourites-list', 'loading liked variants failed:', error);
        setLoad({ status: 'error', page });
        setPendingPage(null);
      }
    },
    [encryptedShare, own],
  );

  useEffect(() => {
    setLoad({ status: 'loading', page: 1 });
    void fetchPage(1);
    return () => {
      request.current++; // answers after unmount (or a new share) are dropped
    };
  }, [fetchPage]);

  useEffect(() => {
    if (load.status === 'ready' && focusListAfterLoad.current) {
      focusListAfterLoad.current = false;
      listRef.current?.focus();
    }
  }, [load]);

  function goTo(page: number) {
    focusListAfterLoad.current = true;
    setPendingPage(page);
    void fetchPage(page);
  }

  function retry(page: number) {
    setLoad({ status: 'loading', page });
    void fetchPage(page);
  }

  async function unlike(variant: Variant) {
    markLiked(variant);
    await getStore().getState().toggleLike('variant', variant.id);
    const entry = getStore().getState().likes[likeKey('variant', variant.id)];
    if (knownUnliked(entry)) {
      setMessage(TEXT.removed);
      // Refill the page from the server (the next item moves up; the page count may shrink).
      if (load.status === 'ready') {
        const { page, pageCount } = load.answer.pagination;
        const { likes: current } = getStore().getState();
        const left = load.answer.variants.filter((v) => !knownUnliked(current[likeKey('variant', v.id)])).length;
        const target = page === pageCount && page > 1 && left === 0 ? page - 1 : page;
        setPendingPage(target);
        void fetchPage(target);
      }
    }
  }

  /** Own list: a like removed anywhere on the page (store entry turned not liked) leaves the list at once. */
  const visibleOf = (variants: Variant[]) =>
    own ? variants.filter((variant) => !knownUnliked(likes[likeKey('variant', variant.id)])) : variants;

  const busy = load.status === 'loading' || pendingPage !== null;

  let content;
  if (load.status === 'loading') {
    content = null;
  } else if (load.status === 'error') {
    content = (
      <ListError text={TEXT.error} retryLabel={TEXT.retry} onRetry={() => retry(load.page)} />
    );
  } else {
    const { variants, pagination } = load.answer;
    const visible = visibleOf(variants);
    if (visible.length === 0 && pagination.pageCount <= 1) {
      content = (
        <ListEmpty text={own ? TEXT.empty : TEXT.emptyShared} linkLabel={TEXT.discover} href={routes.marketplace()} />
      );
    } else {
      content = (
        <>
          <ul
            ref={listRef}
            className="etl-variant-tile__grid etl-favourites-list__grid"
            aria-label={label}
            aria-busy={pendingPage !== null}
            tabIndex={-1}
          >
            {visible.map((variant, index) => {
              const pending = likes[likeKey('variant', variant.id)]?.pending === true;
              const position = (pagination.page - 1) * PAGE_SIZE + index + 1;
              return (
                <li key={variant.id} className="etl-favourites-list__item">
                  <FavouriteCard variant={variant} position={position} shared={!own} />
                  {own && (
                    <button
                      type="button"
                      className="etl-button etl-button--small etl-favourites-list__unlike"
                      aria-busy={pending}
                      disabled={pending}
                      onClick={() => void unlike(variant)}
                    >
                      <span aria-hidden="true" className="etl-favourites-list__heart">
                        ♥
                      </span>
                      {pending ? TEXT.unliking : TEXT.unlike}
                      <span className="etl-visually-hidden"> uit favorieten: {variant.name}</span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {pagination.pageCount > 1 && (
            <nav className="etl-favourites-list__pager" aria-label="Paginering favorieten">
              <button
                type="button"
                className="etl-button"
                disabled={pagination.page <= 1 || busy}
                onClick={() => goTo(pagination.page - 1)}
              >
                {TEXT.previous}
              </button>
              <span className="etl-favourites-list__page" aria-current="page">
                {pageText(pagination.page, pagination.pageCount)}
              </span>
              <button
                type="button"
                className="etl-button"
                disabled={pagination.page >= pagination.pageCount || busy}
                onClick={() => goTo(pagination.page + 1)}
              >
                {TEXT.next}
              </button>
            </nav>
          )}
        </>
      );
    }
  }

  const status = busy ? TEXT.loading : message;

  return (
    // Labelled, not headed: in the favourites modal the dialog's own title is the heading.
    <section className="etl-favourites-list etl-variant-tile__list" aria-busy={busy} aria-label={label}>
      <p className={busy ? 'etl-favourites-list__status etl-favourites-list__status--loading' : 'etl-visually-hidden'} role="status">
        {status}
      </p>
      {own && canShare && <ShareLink />}
      {content}
      {/* Under the list, so that its arrival moves nothing the shopper is looking at. */}
      {own && load.status === 'ready' && <FavouritesOnSale />}
    </section>
  );
}

/** A liked product as the storefront's small card (the one card markup; its heart is the like button widget). */
function FavouriteCard({ variant, position, shared }: { variant: Variant; position: number; shared: boolean }) {
  const html = useMemo(
    () => smallCardsHtml([variant], { clickSource: shared ? ClickSource.SharedFavourites : ClickSource.Favourites, firstPosition: position }),
    [variant, position, shared],
  );
  return <CardHtml className="etl-favourites-list__card" html={html} />;
}

type ShareState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'ready'; url: string; copy: 'idle' | 'copied' | 'failed' };

/** 'Deel je favorieten': asks for the share code, then shows the link with a copy button. */
function ShareLink() {
  const [share, setShare] = useState<ShareState>({ status: 'idle' });
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fieldId = useWidgetId();

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  async function createLink() {
    setShare({ status: 'pending' });
    try {
      const api = await getStore().getState().api();
      const { encryptedShare } = await api.fetchFavouritesShare();
      setShare({ status: 'ready', url: shareUrl(encryptedShare), copy: 'idle' });
    } catch (error) {
      reportProblem('favourites-list', 'creating the share link failed:', error);
      setShare({ status: 'error' });
    }
  }

  async function copy(url: string) {
    const copied = await copyText(url);
    setShare({ status: 'ready', url, copy: copied ? 'copied' : 'failed' });
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setShare({ status: 'ready', url, copy: 'idle' }), LINK_COPIED_MS);
  }

  if (share.status !== 'ready') {
    return (
      <div className="etl-favourites-list__share">
        <p className="etl-favourites-list__share-hint">{TEXT.shareHint}</p>
        <button
          type="button"
          className="etl-button etl-button--accent etl-favourites-list__share-button"
          aria-busy={share.status === 'pending'}
          disabled={share.status === 'pending'}
          onClick={() => void createLink()}
        >
          {share.status === 'pending' ? TEXT.sharing : TEXT.share}
        </button>
        {share.status === 'error' && (
          <p className="etl-favourites-list__share-error" role="alert">
            {TEXT.shareError}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="etl-favourites-list__share etl-favourites-list__share--ready" data-copy-state={share.copy}>
      <label className="etl-favourites-list__share-label" htmlFor={fieldId}>
        {TEXT.shareLabel}
      </label>
      <div className="etl-favourites-list__share-row">
        <input
          id={fieldId}
          className="etl-favourites-list__share-field"
          type="text"
          readOnly
          value={share.url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="etl-button etl-button--accent" onClick={() => void copy(share.url)}>
          {share.copy === 'copied' ? TEXT.copied : TEXT.copy}
        </button>
      </div>
      <p className="etl-favourites-list__share-status" role="status">
        {share.copy === 'copied' ? TEXT.copied : share.copy === 'failed' ? TEXT.copyFailed : ''}
      </p>
    </div>
  );
}

export default FavouritesList;
