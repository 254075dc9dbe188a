import type { Enhancer } from '@etalage/runtime';
import { schema } from '@etalage/runtime/schema';
import { AttributeName } from '@etalage/runtime/attribute-names';
import { insertServerHtml } from '@etalage/runtime/insert-server-html';
import { pushDataLayer, type DataLayerEvent } from '@etalage/core/tracking';
import type { FilteringRequest, MainApi } from '@etalage/core/api';
import { pageMainApi } from '../review-list/reviews-api.js';
import { inspirationPageHtml } from './inspiration-page.js';
import { reportProblem } from '@etalage/core';

export interface FeedProps {
  endpoint: 'variant' | 'inspiration' | 'articles';
  /** The id of the list the next pages are appended to. */
  list: string;
  /** The id of the element around the paginator. */
  paginator: string;
  loadingText?: string;
}

/** A loaded page as the HTML of the list's new cards and of the paginator that follows them. */
interface FeedPage {
  listHtml: string;
  paginatorHtml: string;
  dataLayer?: unknown;
}

export type FeedApi = Pick<MainApi, 'fetchVariantFeed' | 'fetchInspirationFeed' | 'fetchArticlesFeed'>;

export const FEED_TEXT = {
  loading: 'Producten laden…',
  error: 'De volgende pagina kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  retry: 'Opnieuw proberen',
} as const;

/** How far below the viewport the next page starts to load, once the shopper asked for more. */
export const AUTO_LOAD_MARGIN = '0px 0px 800px 0px';
/** The sessionStorage entry that rebuilds the feed when back does not come from the back-forward cache. */
export const SNAPSHOT_KEY = 'etalage:feed';

/**
 * What one list knows across its paginator widgets (each loaded page brings a new one): keyed by the list
 * element, which the swaps keep (they replace its children). `gen` changes when the list starts over (a filter
 * swapped it), so a late answer for the old list is dropped.
 */
interface ListState {
  pages: Set<string>;
  busy: boolean;
  gen: number;
  startHtml: string;
  appended: string[];
}

interface Snapshot {
  url: string;
  list: string;
  paginator: string;
  html: string;
  paginatorHtml: string;
  scrollY: number;
}

const lists = new WeakMap<Element, ListState>();
/** Paginator widgets this code inserted after a load: they load on their own as the shopper nears them. */
const continued = new WeakSet<Element>();

let client: Promise<FeedApi> | undefined;
const feedApi = (): Promise<FeedApi> => client ?? pageMainApi();

/** Uses `api` instead (tests, stories); `null` goes back to the page config's client. */
export function setFeedApi(api: FeedApi | null): void {
  client = api ? Promise.resolve(api) : undefined;
}

/**
 * The product and article feeds answer with HTML (spec §7); the inspiration feed with records, drawn here as the
 * server draws them.
 */
async function fetchPage(api: FeedApi, props: FeedProps, request: FilteringRequest): Promise<FeedPage> {
  if (props.endpoint === 'inspiration') return inspirationPageHtml(await api.fetchInspirationFeed(request), props);
  const answer = props.endpoint === 'variant' ? await api.fetchVariantFeed(request) : await api.fetchArticlesFeed(request);
  return { listHtml: answer.listHtml ?? '', paginatorHtml: answer.paginatorHtml ?? '', dataLayer: 'dataLayer' in answer ? answer.dataLayer : undefined };
}

const pathOf = (href: string, base: string) => {
  const url = new URL(href, base);
  return url.pathname + url.search;
};

function readSnapshot(): Snapshot | null {
  try {
    return JSON.parse(sessionStorage.getItem(SNAPSHOT_KEY) ?? 'null') as Snapshot | null;
  } catch {
    return null;
  }
}

function writeSnapshot(snapshot: Snapshot): void {
  try {
    sessionStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // A full or disabled storage only costs the restore without the back-forward cache (spec §8: minor failures).
  }
}

let snapshotPending: Snapshot | null = null;
/** The scroll position is taken when the page is left (`pagehide` keeps the page eligible for the back-forward cache). */
function rememberOnLeave(snapshot: Snapshot): void {
  if (!snapshotPending) addEventListener('pagehide', () => snapshotPending && writeSnapshot({ ...snapshotPending, scrollY: scrollY }));
  snapshotPending = snapshot;
  writeSnapshot(snapshot);
}

/** True when this document was reached by back or forward (and not from the back-forward cache, which keeps the page as it was). */
function cameBack(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward';
}

let restored = false;

/**
 * 'Meer producten' (and 'Meer inspiratie', 'Meer artikelen'): a click appends the next page's cards below the
 * cards and replaces the paginator with the answer's, whose new widget then loads the following pages by itself
 * as the shopper nears it. One request per list at a time, each page once; a failure offers 'Opnieuw proberen';
 * the address follows the loaded page (`replaceState`, keeping what others keep in `history.state`).
 */
const enhanceFeed: Enhancer<FeedProps> = (element, props) => {
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const list = doc.getElementById(props.list);
  const link = element.querySelector<HTMLAnchorElement>(`[${AttributeName.NextPage}]`);
  const status = element.querySelector<HTMLElement>('.etl-listing-feed__status');
  if (!list || !link) return;
  const listState: ListState = lists.get(list) ?? { pages: new Set(), busy: false, gen: 0, startHtml: '', appended: [] };
  lists.set(list, listState);
  const auto = continued.has(element);
  if (!auto) {
    // A page as the server drew it, or a list a filter swapped: start over; answers still under way are dropped.
    Object.assign(listState, { pages: new Set(), busy: false, gen: listState.gen + 1, startHtml: '', appended: [] });
  }
  const url = pathOf(link.href, win.location.href);
  let observer: IntersectionObserver | undefined;
  let retryButton: HTMLButtonElement | undefined;

  if (!restored && cameBack()) {
    restored = true;
    const snapshot = readSnapshot();
    const here = win.location.pathname + win.location.search;
    const paginator = doc.getElementById(props.paginator);
    if (snapshot && snapshot.url === here && snapshot.list === props.list && paginator) {
      insertServerHtml(list, snapshot.html, 'replace');
      listState.startHtml = snapshot.html;
      continueIn(paginator, snapshot.paginatorHtml);
      win.scrollTo(0, snapshot.scrollY);
      return;
    }
  }

  function continueIn(paginator: Element, paginatorHtml: string): void {
    insertServerHtml(paginator, paginatorHtml, 'replace');
    const next = paginator.querySelector(`[${schema.widgetAttribute}="listing-feed"]`);
    if (next) {
      continued.add(next);
      // Mounted by the runtime as soon as it is near the viewport, not on a touch: the shopper asked for more.
      next.setAttribute(schema.activateAttribute, 'visible');
    }
  }

  const setBusy = (busy: boolean) => {
    if (busy) element.setAttribute('aria-busy', 'true');
    else element.removeAttribute('aria-busy');
    element.classList.toggle('etl-listing-feed--loading', busy);
    if (status) status.textContent = busy ? (props.loadingText ?? FEED_TEXT.loading) : '';
  };

  const showError = () => {
    if (status) status.textContent = FEED_TEXT.error;
    element.classList.add('etl-listing-feed--error');
    if (retryButton) return;
    retryButton = doc.createElement('button');
    retryButton.type = 'button';
    retryButton.className = 'etl-listing-feed__retry';
    retryButton.textContent = FEED_TEXT.retry;
    retryButton.addEventListener('click', () => void load());
    element.append(retryButton);
  };

  async function load(): Promise<void> {
    if (listState.busy || listState.pages.has(url)) return;
    const gen = listState.gen;
    listState.busy = true;
    element.classList.remove('etl-listing-feed--error');
    setBusy(true);
    try {
      const loaded = await fetchPage(await feedApi(), props, { url });
      if (gen !== listState.gen) return;
      const liveList = doc.getElementById(props.list);
      const paginator = doc.getElementById(props.paginator);
      if (!liveList || !paginator) return;
      if (!listState.pages.size) listState.startHtml = liveList.innerHTML;
      listState.pages.add(url);
      listState.busy = false;
      const listHtml = loaded.listHtml;
      listState.appended.push(listHtml);
      insertServerHtml(liveList, listHtml, 'beforeend');
      const history = win.history;
      history.replaceState({ ...(history.state as object | null), etlFeed: { list: props.list, url } }, '', url);
      if (loaded.dataLayer && typeof loaded.dataLayer === 'object') pushDataLayer(loaded.dataLayer as DataLayerEvent);
      const paginatorHtml = loaded.paginatorHtml;
      rememberOnLeave({ url, list: props.list, paginator: props.paginator, html: listState.startHtml + listState.appended.join(''), paginatorHtml, scrollY: win.scrollY });
      continueIn(paginator, paginatorHtml);
    } catch (error) {
      if (gen !== listState.gen) return;
      listState.busy = false;
      reportProblem('listing-feed', `loading ${url} failed`, error);
      setBusy(false);
      showError();
    }
  }

  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void load();
  };
  link.addEventListener('click', onClick);

  if (auto && typeof IntersectionObserver !== 'undefined') {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !element.classList.contains('etl-listing-feed--error')) void load();
      },
      { rootMargin: AUTO_LOAD_MARGIN },
    );
    observer.observe(element);
  }

  return () => {
    link.removeEventListener('click', onClick);
    observer?.disconnect();
    retryButton?.remove();
    element.classList.remove('etl-listing-feed--loading', 'etl-listing-feed--error');
    element.removeAttribute('aria-busy');
  };
};

export default enhanceFeed;
