import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatCount, reportProblem } from '@etalage/core';
import { getStore } from '@etalage/store';
import { insertServerHtml } from '@etalage/runtime/insert-server-html';
import { browserCardOptions, browserCardsHtml } from '../shared/browser-cards.js';
import { ListEmpty, ListError } from '../shared/list-message.js';
import { CATEGORY_PARAM, goTo, withCategory } from './page-url.js';

export interface VisuallySimilarFilterProps {
  /** The product whose image the page asks about. */
  variantId: number;
  /** The product's own category: what 'Alleen {categorie}' keeps. */
  categoryId: number;
  /** The category as the page names it, lower case ('banken'). */
  categoryName: string;
  /** The image the page shows: the image search's question. */
  imageUrl: string;
  /** The click source of the page's cards (16, visually similar). */
  clickSource: number;
  /** The page's similarity request, carried by the cards' shop links as the server's cards carry it. */
  requestId?: string;
  /** The category's listing: 'Bekijk alle {categorie}' when nothing looks alike. */
  categoryUrl: string;
  /** The server's list is of the product's category only (`?categorie=`). */
  only?: boolean;
  /** How many cards the server's list holds. */
  count?: number;
  /** The id of the page's card grid. */
  listId?: string;
}

/** The count heading's id: the page's results section is labelled by it. */
export const TITLE_ID = 'results-title';

export const TEXT = {
  only: (category: string) => `Alleen ${category}`,
  submit: 'Toepassen',
  loading: 'Producten laden…',
  error: 'De producten konden niet worden geladen. Je ziet nog de vorige resultaten.',
  retry: 'Opnieuw proberen',
  empty: 'We vonden geen producten die hierop lijken.',
  allOf: (category: string) => `Bekijk alle ${category}`,
} as const;

export const countText = (count: number) => `${formatCount(count)} ${count === 1 ? 'product' : 'producten'}`;

/** What the live region says once a list is in. */
export const foundText = (count: number, category: string | null) =>
  category === null ? `Alle categorieën: ${countText(count)}` : `${TEXT.only(category)}: ${countText(count)}`;

const PENDING_CLASS = 'etl-visually-similar-filter__grid--pending';

function markListBusy(list: HTMLElement | null, busy: boolean): void {
  if (!list) return;
  if (busy) list.setAttribute('aria-busy', 'true');
  else list.removeAttribute('aria-busy');
  list.classList.toggle(PENDING_CLASS, busy);
}

interface Shown {
  only: boolean;
  count: number;
}

/**
 * 'Alleen {categorie}' on the visually-similar page: the switch asks the image search for the product's category
 * (`fetchSimilarVariants` with `categoryId` and `imageUrl`) and draws the answer into the page's grid with the one
 * card markup, through the one insertion point; off brings back the server's list of every category, kept from the
 * start (a page the server drew filtered loads its own address without `categorie`). The count, the live status and
 * the address (`replaceState`) follow; a failure leaves the list as it was, with 'Opnieuw proberen'.
 */
export default function VisuallySimilarFilter({
  variantId,
  categoryId,
  categoryName,
  imageUrl,
  clickSource,
  requestId,
  categoryUrl,
  only: serverOnly = false,
  count: serverCount = 0,
  listId = 'product-list',
}: VisuallySimilarFilterProps) {
  const [only, setOnly] = useState(serverOnly);
  const [count, setCount] = useState(serverCount);
  const [pending, setPending] = useState(false);
  /** The choice that failed, for 'Opnieuw proberen'. */
  const [failed, setFailed] = useState<boolean | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const asked = useRef(0);
  const shown = useRef<Shown>({ only: serverOnly, count: serverCount });
  const allCategories = useRef<{ html: string; count: number } | null>(null);
  const list = () => document.getElementById(listId);

  useEffect(() => {
    // Kept before any card in it changes, to come back to without asking again.
    const grid = list();
    if (!serverOnly && grid) allCategories.current = { html: grid.innerHTML, count: serverCount };
    return () => {
      asked.current += 1;
      markListBusy(list(), false);
    };
  }, []);

  function settle(busy: boolean) {
    setPending(busy);
    markListBusy(list(), busy);
  }

  function show(next: Shown, html: string) {
    const grid = list();
    if (grid) insertServerHtml(grid, html);
    shown.current = next;
    setCount(next.count);
    setAnnouncement(foundText(next.count, next.only ? categoryName : null));
    history.replaceState(history.state, '', withCategory(location.href, next.only ? categoryId : null));
  }

  async function apply(next: boolean) {
    const ask = ++asked.current;
    setOnly(next);
    setFailed(null);
    if (!next) {
      const kept = allCategories.current;
      if (kept) {
        settle(false);
        show({ only: false, count: kept.count }, kept.html);
      } else {
        // Drawn filtered by the server: its list of every category is the page's own address without the filter.
        settle(true);
        goTo(withCategory(location.href, null));
      }
      return;
    }
    settle(true);
    try {
      const api = await getStore().getState().api();
      const [variants, options] = await Promise.all([api.fetchSimilarVariants(variantId, { categoryId, imageUrl }), browserCardOptions()]);
      if (ask !== asked.current) return;
      show({ only: true, count: variants.length }, browserCardsHtml(variants, { ...options, clickSource, requestId }));
      settle(false);
    } catch (error) {
      if (ask !== asked.current) return;
      reportProblem('visually-similar-filter', `the products of category ${categoryId} could not be loaded:`, error);
      // The switch says what the list shows.
      setOnly(shown.current.only);
      setFailed(next);
      setAnnouncement('');
      settle(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (only !== shown.current.only) void apply(only);
  }

  return (
    <div className={pending ? 'etl-visually-similar-filter etl-visually-similar-filter--pending' : 'etl-visually-similar-filter'}>
      <div className="etl-visually-similar-filter__bar">
        <h2 className="etl-visually-similar-filter__count" id={TITLE_ID}>
          {countText(count)}
        </h2>
        {/* No action on the server: a GET form without one submits to the page itself, as it does in the browser. */}
        <form className="etl-visually-similar-filter__form" method="get" action={typeof location === 'undefined' ? undefined : location.pathname} onSubmit={submit}>
          <label className="etl-visually-similar-filter__switch">
            <input
              className="etl-visually-similar-filter__input"
              type="checkbox"
              role="switch"
              name={CATEGORY_PARAM}
              value={String(categoryId)}
              checked={only}
              onChange={(event) => void apply(event.currentTarget.checked)}
            />
            <span>{TEXT.only(categoryName)}</span>
            <span className="etl-spinner etl-visually-similar-filter__spinner" aria-hidden="true" />
          </label>
          <button className="etl-button etl-button--small etl-visually-similar-filter__submit" type="submit">
            {TEXT.submit}
          </button>
        </form>
        <p className="etl-visually-hidden" role="status">
          {pending ? TEXT.loading : announcement}
        </p>
      </div>
      {failed !== null ? <ListError text={TEXT.error} retryLabel={TEXT.retry} onRetry={() => void apply(failed)} /> : null}
      {count === 0 ? <ListEmpty text={TEXT.empty} linkLabel={TEXT.allOf(categoryName)} href={categoryUrl} /> : null}
    </div>
  );
}
