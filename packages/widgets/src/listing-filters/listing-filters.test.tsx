import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ApiClient } from '@etalage/core/api';
import { createEtalageStore, setStore } from '@etalage/store';
import ListingFilters, { FAILED, RETRY, SHOW_MORE, showText } from './listing-filters.js';
import { listingFilters } from './index.js';
import closeOnEscapeBeforeCode from './escape-before-code.js';
import { dismissableLayer } from '../shared/dismissable-layer.js';
import { filtersAnswer, filteringSnapshot } from './listing-filters.fixtures.js';
import { inspirationRecord } from '../listing-feed/inspiration.fixtures.js';

let fetchVariantFiltering: ReturnType<typeof vi.fn>;

async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

function held() {
  let resolve!: (answer: unknown) => void;
  let reject!: (error: unknown) => void;
  fetchVariantFiltering.mockReturnValueOnce(new Promise((res, rej) => ((resolve = res), (reject = rej))));
  return { resolve, reject };
}

function page() {
  document.body.innerHTML = '<h2 id="results-title">98 producten</h2><div id="listing-top"></div><div id="product-list"><article>oud</article></div><div id="paginator"></div><div id="listing-bottom"></div>';
  const root = document.createElement('div');
  document.body.append(root);
  return render(<ListingFilters basePath="/producten/woonkamer" answer={filtersAnswer()} />, { container: root });
}

const colour = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });

describe('listing filters', () => {
  beforeEach(() => {
    fetchVariantFiltering = vi.fn();
    setStore(createEtalageStore({ api: { fetchVariantFiltering } as unknown as ApiClient }));
    history.replaceState(null, '', '/producten/woonkamer');
    window.dataLayer = [];
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('draws every group, labelled, with counts, swatches, a histogram and a no-JavaScript form', () => {
    const { container } = page();
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeTruthy();
    for (const name of ['Prijs', 'Kleur', 'Merk']) expect(screen.getByRole('group', { name })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Categorie' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Snel filteren' })).toBeTruthy();
    expect((screen.getByLabelText('Sorteren op') as HTMLSelectElement).value).toBe('populair');
    expect(screen.getByLabelText('Van (€)').getAttribute('name')).toBe('prijsVanaf');
    expect(screen.getByLabelText('Tot (€)').getAttribute('name')).toBe('prijsTot');
    expect(container.querySelectorAll('.etl-listing-filters__bar')).toHaveLength(10);
    expect(container.querySelectorAll('.etl-listing-filters__swatch--groen')).toHaveLength(1);
    expect((colour('Groen') as HTMLInputElement).name).toBe('dimensie');
    expect(within(screen.getByRole('group', { name: 'Merk' })).getByRole('checkbox', { name: /Muuto/ })).toHaveProperty('disabled', true);
    expect(container.querySelector('form')?.getAttribute('action')).toBe('/producten/woonkamer');
    expect(screen.getByRole('button', { name: showText(98) }).textContent).toBe('Toon 98 producten');
    // Eight colours: six shown, two under 'Toon meer'.
    expect(container.querySelector('.etl-listing-filters__more summary')?.textContent).toContain(SHOW_MORE);
    // Followable choices are links; others are not followed.
    expect(screen.getByRole('link', { name: /Tot € 100/ }).getAttribute('rel')).toBe('nofollow');
  });

  it('applies a colour at once: pending grid, regions swapped, count, title and url updated', async () => {
    page();
    const call = held();
    fireEvent.click(colour('Groen'));
    await settle();
    expect(fetchVariantFiltering).toHaveBeenCalledWith({ url: '/producten/woonkamer?dimensie=kleur-groen' });
    const grid = document.getElementById('product-list')!;
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('complementary', { name: 'Filters' }).getAttribute('aria-busy')).toBe('true');
    call.resolve(filteringSnapshot({ colour: 'Groen', totalCount: 20 }));
    await settle();
    expect(grid.getAttribute('aria-busy')).toBe('false');
    expect(grid.textContent).toBe('Groen (20)');
    expect(document.getElementById('results-title')!.textContent).toBe('20 producten');
    expect(screen.getByRole('status').textContent).toBe('20 producten gevonden');
    expect(location.pathname + location.search).toBe('/producten/woonkamer?dimensie=kleur-groen');
    expect((history.state as { etlFilters: { url: string } }).etlFilters.url).toBe('/producten/woonkamer?dimensie=kleur-groen');
    expect((colour('Groen') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('list', { name: 'Gekozen filters' }).textContent).toContain('Groen');
    expect(screen.getByRole('button', { name: 'Toon 20 producten' })).toBeTruthy();
  });

  it('keeps what was in history.state (the feed writes there too)', async () => {
    history.replaceState({ etlFeed: { page: 2 } }, '');
    page();
    fetchVariantFiltering.mockResolvedValueOnce(filteringSnapshot({ colour: 'Zwart', totalCount: 18 }));
    fireEvent.click(colour('Zwart'));
    await settle();
    expect(history.state).toMatchObject({ etlFeed: { page: 2 }, etlFilters: { url: '/producten/woonkamer?dimensie=kleur-zwart' } });
  });

  it('drops a late answer: only the latest click wins', async () => {
    page();
    const first = held();
    fireEvent.click(colour('Groen'));
    const second = held();
    fireEvent.click(colour('Zwart'));
    second.resolve(filteringSnapshot({ colour: 'Zwart', totalCount: 18 }));
    await settle();
    first.resolve(filteringSnapshot({ colour: 'Groen', totalCount: 20 }));
    await settle();
    expect(document.getElementById('product-list')!.textContent).toBe('Zwart (18)');
    expect(location.search).toBe('?dimensie=kleur-zwart');
  });

  it('shows a Dutch error with a retry on failure and leaves the list as it was', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page();
    fetchVariantFiltering.mockRejectedValueOnce(new Error('500'));
    fireEvent.click(colour('Groen'));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(FAILED);
    expect(document.getElementById('product-list')!.textContent).toBe('oud');
    expect(document.getElementById('product-list')!.getAttribute('aria-busy')).toBe('false');
    await vi.waitFor(() => expect(error).toHaveBeenCalled(), { timeout: 5000 });
    fetchVariantFiltering.mockResolvedValueOnce(filteringSnapshot({ colour: 'Groen', totalCount: 20 }));
    fireEvent.click(screen.getByRole('button', { name: RETRY }));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.getElementById('product-list')!.textContent).toBe('Groen (20)');
  });

  it('sends promo_filter_click for a promotional choice', async () => {
    page();
    fetchVariantFiltering.mockResolvedValueOnce(filteringSnapshot({ totalCount: 50 }));
    fireEvent.click(screen.getByRole('link', { name: /Onder € 250/ }));
    await settle();
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'promo_filter_click', filter_value: 'onder-mediaan' }));
    expect(fetchVariantFiltering).toHaveBeenCalledWith({ url: '/producten/woonkamer?prijsTot=250' });
  });

  it('applies the price fields and restores the previous answer on back', async () => {
    page();
    fetchVariantFiltering.mockResolvedValueOnce({ ...filteringSnapshot({ totalCount: 30 }), url: '/producten/woonkamer?prijsTot=300' });
    fireEvent.change(screen.getByLabelText('Tot (€)'), { target: { value: '300' } });
    fireEvent.blur(screen.getByLabelText('Tot (€)'));
    await settle();
    expect(fetchVariantFiltering).toHaveBeenCalledWith({ url: '/producten/woonkamer?prijsTot=300' });
    expect(location.search).toBe('?prijsTot=300');
    // Back to the first entry: no cached answer for the server's page, so it is asked again.
    fetchVariantFiltering.mockResolvedValueOnce(filteringSnapshot({ totalCount: 98 }));
    history.replaceState({ etlFilters: { key: 'none', url: '/producten/woonkamer', scrollY: 0 } }, '', '/producten/woonkamer');
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await settle();
    expect(fetchVariantFiltering).toHaveBeenLastCalledWith({ url: '/producten/woonkamer' });
    expect(document.getElementById('results-title')!.textContent).toBe('98 producten');
  });

  it("drives /inspirations from inspiration/filtering, drawing inspiration/feed's records as cards (not its HTML)", async () => {
    const fetchInspirationFiltering = vi.fn().mockResolvedValue({ totalCount: 14, url: '/inspirations?ruimte=keuken', groups: [] });
    const fetchInspirationFeed = vi.fn().mockResolvedValue({
      inspirations: [inspirationRecord(9, 'Keuken <in> "groen"'), inspirationRecord(4, 'Open keuken')],
      nextPageUrl: '/inspirations?ruimte=keuken&page=2',
      listHtml: '<a class="stale">HTML the spec does not have</a>',
    });
    setStore(createEtalageStore({ api: { fetchInspirationFiltering, fetchInspirationFeed } as unknown as ApiClient }));
    history.replaceState(null, '', '/inspirations');
    document.body.innerHTML = '<p id="inspiration-count">12 inspiraties</p><div id="inspiration-list">oud</div><div id="inspiration-paginator"><nav>1 2</nav></div>';
    const root = document.createElement('div');
    document.body.append(root);
    const groups = [{ ident: 'ruimte', type: 'parameters', name: 'Ruimte', choices: [{ ident: 'keuken', id: 'keuken', name: 'Keuken', url: '/inspirations?ruimte=keuken', selected: false, disabled: false, followable: true, highlighted: false, count: 3 }] }];
    render(<ListingFilters endpoint="inspiration" basePath="/inspirations" listId="inspiration-list" countId="inspiration-count" paginatorId="inspiration-paginator" answer={{ totalCount: 12, url: '/inspirations', groups }} />, { container: root });
    const keuken = screen.getByRole('checkbox', { name: /^Keuken/ }) as HTMLInputElement;
    expect(keuken.name).toBe('ruimte');
    fireEvent.click(keuken);
    await settle();
    expect(fetchInspirationFiltering).toHaveBeenCalledWith({ url: '/inspirations?ruimte=keuken' });
    expect(fetchInspirationFeed).toHaveBeenCalledWith({ url: '/inspirations?ruimte=keuken' });
    const list = document.getElementById('inspiration-list')!;
    expect([...list.querySelectorAll('article.content-card h2 a')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/inspirations/stl/9', 'Keuken <in> "groen"'],
      ['/inspirations/stl/4', 'Open keuken'],
    ]);
    expect(list.querySelector('.stale')).toBeNull();
    // The paginator is 'Meer inspiratie' to the answer's next page, for the feed widget.
    const more = document.querySelector('#inspiration-paginator [data-etl-widget="listing-feed"]')!;
    expect(more.getAttribute('data-etl-list')).toBe('inspiration-list');
    expect(more.querySelector('a[rel="next"]')!.getAttribute('href')).toBe('/inspirations?ruimte=keuken&page=2');
    expect(document.getElementById('inspiration-count')!.textContent).toBe('14 inspiraties');
    expect(location.search).toBe('?ruimte=keuken');
  });

  describe('on a phone, the sheet', () => {
    /** A phone (below 1024 px), the toolbar's 'Filters' link before the panel, and the sheet opened by it. */
    function openSheet() {
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList);
      page();
      const opener = document.createElement('a');
      opener.href = '#filters';
      opener.textContent = 'Filters';
      document.body.prepend(opener);
      act(() => opener.focus());
      fireEvent.click(opener);
      const sheet = screen.getByRole('dialog', { name: 'Filters' });
      expect(sheet.getAttribute('data-sheet')).toBe('open');
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Filters' }));
      return { opener, sheet };
    }

    it('closes on Escape inside it, like every dialog, and gives the focus back to its opener', () => {
      const { opener, sheet } = openSheet();
      fireEvent.keyDown(screen.getByLabelText('Van (€)'), { key: 'Escape' });
      expect(sheet.getAttribute('data-sheet')).toBe('closed');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
      expect(document.documentElement.classList.contains('etl-listing-filters--locked')).toBe(false);
    });

    it('closes on Escape when the focus left it for the page (a filtered region replaced the focused choice)', () => {
      const { opener, sheet } = openSheet();
      act(() => (document.activeElement as HTMLElement).blur());
      expect(document.activeElement).toBe(document.body);
      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(sheet.getAttribute('data-sheet')).toBe('closed');
      expect(document.activeElement).toBe(opener);
    });

    it("closes on Escape before the panel's code has arrived (a CSS :target sheet), and stands down once the widget renders", () => {
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: false, media: query }) as unknown as MediaQueryList);
      document.body.innerHTML = '<a href="#filters">Filters</a><aside id="filters" class="etl-listing-filters" tabindex="-1"><h2>Filters</h2></aside>';
      const opener = document.querySelector('a')!;
      const panel = document.getElementById('filters')!;
      history.replaceState(null, '', '/producten/woonkamer?kleur=groen#filters');
      panel.focus();
      // The runtime calls the definition's start with the first touch (the link's jump focused the panel).
      expect(listingFilters.resume?.start).toBeTypeOf('function');
      closeOnEscapeBeforeCode();
      fireEvent.keyDown(panel, { key: 'Enter' });
      expect(location.hash).toBe('#filters');
      fireEvent.keyDown(panel, { key: 'Escape' });
      expect(location.hash).toBe('');
      expect(location.pathname + location.search).toBe('/producten/woonkamer?kleur=groen');
      expect(document.activeElement).toBe(opener);
      // The widget rendered (its data-sheet): the next Escape is the widget's.
      history.replaceState(null, '', '/producten/woonkamer#filters');
      panel.setAttribute('data-sheet', 'open');
      fireEvent.keyDown(panel, { key: 'Escape' });
      expect(location.hash).toBe('#filters');
    });

    it('leaves an Escape alone once closed, and one for a layer opened inside it', () => {
      const { sheet } = openSheet();
      const inner = document.createElement('div');
      sheet.append(inner);
      const closeInner = vi.fn();
      const stopInner = dismissableLayer(inner, closeInner);
      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(closeInner).toHaveBeenCalledWith('escape');
      expect(sheet.getAttribute('data-sheet')).toBe('open');
      stopInner();
      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(sheet.getAttribute('data-sheet')).toBe('closed');
      const later = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
      act(() => void document.body.dispatchEvent(later));
      expect(later.defaultPrevented).toBe(false);
    });

    it('closes on a click elsewhere (in a shadow root too), not on a click inside that removes what was clicked', () => {
      const { opener, sheet } = openSheet();
      const chip = document.createElement('button');
      chip.addEventListener('click', () => chip.remove());
      sheet.append(chip);
      fireEvent.click(chip);
      expect(sheet.getAttribute('data-sheet')).toBe('open');
      const host = document.createElement('div');
      document.body.append(host);
      const inShadow = document.createElement('button');
      host.attachShadow({ mode: 'open' }).append(inShadow);
      act(() => inShadow.focus());
      fireEvent.click(inShadow);
      expect(sheet.getAttribute('data-sheet')).toBe('closed');
      expect(document.documentElement.classList.contains('etl-listing-filters--locked')).toBe(false);
      // The click put the focus elsewhere: it stays there.
      expect(document.activeElement).toBe(host);
      expect(document.activeElement).not.toBe(opener);
    });

    it('gives the focus back to its opener when a click elsewhere left the focus in it', () => {
      const { opener, sheet } = openSheet();
      fireEvent.click(document.body);
      expect(sheet.getAttribute('data-sheet')).toBe('closed');
      expect(document.activeElement).toBe(opener);
    });
  });
});
