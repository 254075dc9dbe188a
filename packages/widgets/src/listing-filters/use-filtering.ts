import { useEffect, useRef, useState } from 'react';
import { trackUiEvent, UI_EVENTS } from '@etalage/core/tracking';
import { insertServerHtml } from '@etalage/runtime/insert-server-html';
import { countText, filtersKey, loadFiltering, type FilteringEndpoint, type FilteringSnapshot, type FiltersAnswer, type PanelChoice } from './filters-data.js';
import { reportProblem } from '@etalage/core';

/** What this panel keeps in `history.state` (shared with the feed: always `{ ...history.state, etlFilters }`). */
export interface FiltersHistoryState {
  /** The key of the answer cached for this entry (gone after a reload: then the entry's url is fetched again). */
  key: string;
  url: string;
  scrollY: number;
}

/** Answers per history entry, for back and forward (module-wide: the widget may be remounted, the page not). */
const cache = new Map<string, FilteringSnapshot>();
const CACHE_LIMIT = 30;
let keys = 0;
const newKey = () => `f${Date.now().toString(36)}-${++keys}`;

function remember(key: string, snapshot: FilteringSnapshot): void {
  cache.set(key, snapshot);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
}

const stateOf = (state: unknown): FiltersHistoryState | undefined => (state as { etlFilters?: FiltersHistoryState } | null)?.etlFilters;
const here = () => `${location.pathname}${location.search}`;

export interface FilteringOptions {
  endpoint: FilteringEndpoint;
  initial: FiltersAnswer;
  listId?: string;
  countId?: string;
  paginatorId?: string;
}

export interface PromoClick {
  group: string;
  choice: PanelChoice;
}

/**
 * The panel's state machine: applies a choice's url through the filtering call, swaps the answer's regions in
 * (through `insertServerHtml`, the one insertion point; the runtime mounts and unmounts the cards' widgets),
 * updates title and count, and pushes the answer's url. Only the latest call wins; a failed call leaves the list
 * as it is. Back and forward show the cached answer of the entry (or ask again) and its scroll position.
 */
export function useFiltering({ endpoint, initial, listId = 'product-list', countId = 'results-title', paginatorId = 'paginator' }: FilteringOptions) {
  const [answer, setAnswer] = useState<FiltersAnswer>(initial);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<null | { url: string; push: boolean }>(null);
  const [announcement, setAnnouncement] = useState('');
  const asked = useRef(0);
  const shown = useRef(initial.url);
  /** The url asked for last (or shown): asking for it again does nothing (a blur after Enter, a double click). */
  const wanted = useRef(initial.url);

  function setGridBusy(busy: boolean) {
    const grid = document.getElementById(listId);
    if (!grid) return;
    grid.setAttribute('aria-busy', String(busy));
    grid.classList.toggle('etl-listing-filters__grid--pending', busy);
  }

  function show(snapshot: FilteringSnapshot) {
    const regions: [string, string | undefined][] = [
      ['listing-top', snapshot.topHtml],
      [listId, snapshot.listHtml],
      ['listing-bottom', snapshot.bottomHtml],
      [paginatorId, snapshot.paginatorHtml],
    ];
    // Looked up each time: the regions are the server's and the feed's too, never kept.
    for (const [id, html] of regions) {
      const region = html === undefined ? null : document.getElementById(id);
      if (region) insertServerHtml(region, html!);
    }
    const count = document.getElementById(countId);
    if (count) count.textContent = countText(snapshot.totalCount, endpoint);
    if (snapshot.title) {
      const suffix = document.title.includes(' | ') ? document.title.slice(document.title.lastIndexOf(' | ')) : '';
      document.title = `${snapshot.title}${suffix}`;
    }
    shown.current = snapshot.url;
    setAnswer({ totalCount: snapshot.totalCount, url: snapshot.url, groups: snapshot.groups });
    setAnnouncement(`${countText(snapshot.totalCount, endpoint)} gevonden`);
  }

  async function run(url: string, push: boolean, restoreScroll?: number) {
    wanted.current = url;
    const ask = ++asked.current;
    setPending(true);
    setFailed(null);
    setGridBusy(true);
    try {
      const snapshot = await loadFiltering(endpoint, url, { list: listId, paginator: paginatorId });
      if (ask !== asked.current) return; // a later click wins
      if (push) {
        // The entry being left keeps where the shopper was.
        const current = stateOf(history.state);
        history.replaceState({ ...history.state, etlFilters: { key: current?.key ?? newKey(), url: here(), scrollY: window.scrollY } }, '');
        const key = newKey();
        remember(key, snapshot);
        history.pushState({ ...history.state, etlFilters: { key, url: snapshot.url, scrollY: 0 } satisfies FiltersHistoryState }, '', snapshot.url);
      } else {
        const current = stateOf(history.state);
        const key = current?.key ?? newKey();
        remember(key, snapshot);
        history.replaceState({ ...history.state, etlFilters: { key, url: here(), scrollY: current?.scrollY ?? window.scrollY } }, '');
      }
      show(snapshot);
      if (restoreScroll !== undefined) window.scrollTo(0, restoreScroll);
    } catch (error) {
      if (ask !== asked.current) return;
      reportProblem('listing-filters', `filtering ${url} failed:`, error);
      wanted.current = shown.current;
      setFailed({ url, push });
      setAnnouncement('');
    } finally {
      if (ask === asked.current) {
        setPending(false);
        setGridBusy(false);
      }
    }
  }

  function apply(url: string, promo?: PromoClick) {
    if (filtersKey(url) === filtersKey(wanted.current)) return;
    if (promo) trackUiEvent(UI_EVENTS.promoFilterClick, { filter_group: promo.group, filter_value: promo.choice.ident, filter_name: promo.choice.name });
    void run(url, true);
  }

  function retry() {
    if (failed) void run(failed.url, failed.push);
  }

  useEffect(() => {
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const onPopState = (event: PopStateEvent) => {
      const saved = stateOf(event.state);
      const url = here();
      // The feed's own entries (same filters, another page) are the feed's business.
      if (!saved && filtersKey(url) === filtersKey(shown.current)) return;
      const cached = saved ? cache.get(saved.key) : undefined;
      if (cached) {
        asked.current += 1; // drops a call still running
        setPending(false);
        setFailed(null);
        setGridBusy(false);
        show(cached);
        wanted.current = cached.url;
        window.scrollTo(0, saved!.scrollY);
      } else {
        void run(url, false, saved?.scrollY);
      }
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      history.scrollRestoration = previous;
      asked.current += 1;
      setGridBusy(false);
    };
  }, []);

  return { answer, pending, failed: failed !== null, announcement, apply, retry };
}
