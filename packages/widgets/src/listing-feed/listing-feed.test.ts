import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFeedMore } from '@etalage/markup';
import enhanceFeed, { FEED_TEXT, setFeedApi, SNAPSHOT_KEY, type FeedApi, type FeedProps } from './listing-feed.js';
import { listingFeed } from './index.js';
import { inspirationRecord } from './inspiration.fixtures.js';

type Answer = { listHtml: string; paginatorHtml: string; nextPageUrl: string | null; dataLayer?: unknown };

const props: FeedProps = { endpoint: 'variant', list: 'product-list', paginator: 'paginator', loadingText: 'Producten laden…' };
const more = (page: number) =>
  renderFeedMore({ endpoint: 'variant', list: 'product-list', paginator: 'paginator', nextUrl: `/producten/banken?page=${page}`, label: 'Meer producten', loadingText: 'Producten laden…' }).value;
const cards = (page: number) => `<article class="card" data-id="${page}-1"></article><article class="card" data-id="${page}-2"></article>`;
const answer = (page: number): Answer => ({
  listHtml: cards(page),
  paginatorHtml: more(page + 1),
  nextPageUrl: `/producten/banken?page=${page + 1}`,
  dataLayer: { event: 'view_item_list', page },
});

/** An answer that arrives only when the test says so. */
function held() {
  let resolve!: (answer: Answer) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Answer>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('listing-feed', () => {
  let fetchVariantFeed: ReturnType<typeof vi.fn>;
  const cleanups: (() => void)[] = [];
  const mount = () => {
    const element = document.querySelector('#paginator [data-etl-widget="listing-feed"]')!;
    const cleanup = enhanceFeed(element, props);
    if (cleanup) cleanups.push(cleanup);
    return element;
  };
  const link = () => document.querySelector<HTMLAnchorElement>('#paginator [data-etl-next-page]')!;
  const ids = () => [...document.querySelectorAll('#product-list .card')].map((card) => card.getAttribute('data-id'));

  beforeEach(() => {
    history.replaceState({ other: 'filters' }, '', '/producten/banken');
    document.body.innerHTML = `<div id="product-list">${cards(1)}</div><div id="paginator"><nav>${more(2)}</nav></div>`;
    fetchVariantFeed = vi.fn();
    setFeedApi({ fetchVariantFeed, fetchInspirationFeed: vi.fn(), fetchArticlesFeed: vi.fn() } as unknown as FeedApi);
    window.dataLayer = [];
    sessionStorage.clear();
  });
  afterEach(() => {
    while (cleanups.length) cleanups.pop()!();
    setFeedApi(null);
    vi.restoreAllMocks();
  });

  it('is a page widget whose code loads when the paginator comes near', () => {
    expect(listingFeed).toMatchObject({ name: 'listing-feed', activation: 'visible', enhance: true });
  });

  it('appends the next page once, however often it is clicked, and shows its progress', async () => {
    const page2 = held();
    fetchVariantFeed.mockReturnValue(page2.promise);
    const element = mount();
    link().click();
    link().click();
    await flush();
    expect(fetchVariantFeed).toHaveBeenCalledTimes(1);
    expect(fetchVariantFeed).toHaveBeenCalledWith({ url: '/producten/banken?page=2' });
    expect(element.getAttribute('aria-busy')).toBe('true');
    expect(element.querySelector('[role="status"]')!.textContent).toBe('Producten laden…');
    page2.resolve(answer(2));
    await flush();
    expect(ids()).toEqual(['1-1', '1-2', '2-1', '2-2']);
    // The paginator is the answer's: its link goes on to page 3, and that widget loads by itself when near.
    expect(link().getAttribute('href')).toBe('/producten/banken?page=3');
    expect(link().closest('[data-etl-widget]')!.getAttribute('data-etl-activate')).toBe('visible');
    // The address follows the page; what others keep in history.state stays.
    expect(location.pathname + location.search).toBe('/producten/banken?page=2');
    expect(history.state).toMatchObject({ other: 'filters', etlFeed: { list: 'product-list', url: '/producten/banken?page=2' } });
    expect(window.dataLayer).toEqual([{ event: 'view_item_list', page: 2 }]);
    expect(JSON.parse(sessionStorage.getItem(SNAPSHOT_KEY)!)).toMatchObject({ url: '/producten/banken?page=2', list: 'product-list' });
  });

  it('says in Dutch when a page failed, and Opnieuw proberen loads it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchVariantFeed.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(answer(2));
    const element = mount();
    link().click();
    await flush();
    expect(element.querySelector('[role="status"]')!.textContent).toBe(FEED_TEXT.error);
    expect(element.hasAttribute('aria-busy')).toBe(false);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('[etalage] listing-feed'), expect.any(Error)), { timeout: 5000 });
    expect(ids()).toEqual(['1-1', '1-2']);
    const retry = [...element.querySelectorAll('button')].find((b) => b.textContent === FEED_TEXT.retry)!;
    retry.click();
    await flush();
    expect(fetchVariantFeed).toHaveBeenCalledTimes(2);
    expect(ids()).toEqual(['1-1', '1-2', '2-1', '2-2']);
  });

  it('drops a late answer for a list a filter swapped meanwhile', async () => {
    const page2 = held();
    fetchVariantFeed.mockReturnValue(page2.promise);
    mount();
    link().click();
    await flush();
    // The filter panel swaps the list and the paginator: the new paginator's widget starts the list over.
    document.getElementById('product-list')!.innerHTML = cards(9);
    document.getElementById('paginator')!.innerHTML = `<nav>${more(2)}</nav>`;
    mount();
    page2.resolve(answer(2));
    await flush();
    expect(ids()).toEqual(['9-1', '9-2']);
    expect(location.search).toBe('');
  });

  it('leaves a click with a modifier key to the browser', () => {
    mount();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(fetchVariantFeed).not.toHaveBeenCalled();
  });
});

describe('listing-feed on /inspirations', () => {
  const props: FeedProps = { endpoint: 'inspiration', list: 'inspiration-list', paginator: 'inspiration-paginator', loadingText: 'Inspiratie laden…' };
  let fetchInspirationFeed: ReturnType<typeof vi.fn>;
  const cleanups: (() => void)[] = [];
  const widget = () => document.querySelector('#inspiration-paginator [data-etl-widget="listing-feed"]');
  const mount = () => {
    const cleanup = enhanceFeed(widget()!, props);
    if (cleanup) cleanups.push(cleanup);
  };
  const link = () => document.querySelector<HTMLAnchorElement>('#inspiration-paginator [data-etl-next-page]');
  const titles = () => [...document.querySelectorAll('#inspiration-list .content-card-title a')].map((a) => [a.getAttribute('href'), a.textContent]);

  beforeEach(() => {
    history.replaceState(null, '', '/inspirations');
    const more = renderFeedMore({ ...props, nextUrl: '/inspirations?page=2', label: 'Meer inspiratie', loadingText: 'Inspiratie laden…' }).value;
    document.body.innerHTML = `<div id="inspiration-list"><article class="content-card"><h2 class="content-card-title"><a href="/inspirations/stl/48">Eerste</a></h2></article></div><div id="inspiration-paginator">${more}</div>`;
    fetchInspirationFeed = vi.fn();
    setFeedApi({ fetchVariantFeed: vi.fn(), fetchInspirationFeed, fetchArticlesFeed: vi.fn() } as unknown as FeedApi);
    sessionStorage.clear();
  });
  afterEach(() => {
    while (cleanups.length) cleanups.pop()!();
    setFeedApi(null);
    vi.restoreAllMocks();
  });

  it("draws the answer's inspirations as cards, whatever HTML it carries, and 'Meer inspiratie' to its nextPageUrl", async () => {
    fetchInspirationFeed.mockResolvedValue({
      inspirations: [inspirationRecord(47, 'Hal <met> "planten"'), inspirationRecord(46)],
      nextPageUrl: '/inspirations?page=3',
      listHtml: '<p class="stale">HTML the spec does not have</p>',
      paginatorHtml: '<p class="stale">oud</p>',
    });
    mount();
    link()!.click();
    await flush();
    expect(fetchInspirationFeed).toHaveBeenCalledWith({ url: '/inspirations?page=2' });
    expect(titles()).toEqual([
      ['/inspirations/stl/48', 'Eerste'],
      ['/inspirations/stl/47', 'Hal <met> "planten"'],
      ['/inspirations/stl/46', 'Inspiratie 46'],
    ]);
    expect(document.querySelector('#inspiration-list img[src="/images/inspiration/400x500/470.webp"]')).not.toBeNull();
    expect(document.querySelector('.stale')).toBeNull();
    expect(link()!.getAttribute('href')).toBe('/inspirations?page=3');
    expect(link()!.textContent).toBe('Meer inspiratie');
    expect(widget()!.getAttribute('data-etl-endpoint')).toBe('inspiration');
    expect(widget()!.getAttribute('data-etl-activate')).toBe('visible');
    expect(location.search).toBe('?page=2');
    // Back without the back-forward cache rebuilds the list from what was drawn.
    expect(JSON.parse(sessionStorage.getItem(SNAPSHOT_KEY)!).html).toContain('href="/inspirations/stl/47"');
  });

  it("draws no 'Meer inspiratie' after the last page", async () => {
    fetchInspirationFeed.mockResolvedValue({ inspirations: [inspirationRecord(1)], nextPageUrl: null });
    mount();
    link()!.click();
    await flush();
    expect(titles().map(([href]) => href)).toEqual(['/inspirations/stl/48', '/inspirations/stl/1']);
    expect(document.getElementById('inspiration-paginator')!.innerHTML).toBe('');
  });

  it('takes an answer without inspirations (only HTML) for a failed page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchInspirationFeed.mockResolvedValue({ listHtml: '<article class="content-card">HTML</article>', nextPageUrl: null });
    mount();
    link()!.click();
    await flush();
    expect(titles()).toHaveLength(1);
    expect(document.querySelector('#inspiration-paginator [role="status"]')!.textContent).toBe(FEED_TEXT.error);
  });
});
