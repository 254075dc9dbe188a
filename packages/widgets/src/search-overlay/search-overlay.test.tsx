import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ApiClient, SearchGroup } from '@etalage/core/api';
import { createEtalageStore, setStore } from '@etalage/store';
import SearchOverlay from './search-overlay.js';
import { nextIndex, usablePopularSearches, withOriginalQuery } from './entries.js';
import { makeVariant } from '../shared/variant-tile.fixtures.js';
import { secondCurrencyOff, secondCurrencyOn, secondPriceTexts } from '../shared/second-price.fixtures.js';

const groups: SearchGroup[] = [
  { type: 1, typeName: 'Categorieën', items: [{ id: 1, title: 'Banken en sofa’s', url: '/producten/banken', productCount: 253 }] },
  {
    type: 6,
    typeName: 'Producten',
    items: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ id: n, title: `Bánk ${n}`, url: `/product/v/${n}-bank`, productCount: 1 })),
  },
  {
    type: 11,
    typeName: 'Categorieën in kleur',
    items: ['geel', 'groen', 'blauw', 'rood', 'grijs'].map((k) => ({ id: k, title: `Banken in ${k}`, url: `/producten/banken?dimensie=kleur-${k}`, productCount: 20 })),
  },
];

let search: ReturnType<typeof vi.fn>;
let fetchRemarketingVariants: ReturnType<typeof vi.fn>;
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;

const field = () => screen.getByRole('combobox', { name: 'Zoeken' });
const listbox = () => screen.getByRole('listbox', { name: 'Zoeksuggesties' });
const active = () => field().getAttribute('aria-activedescendant');

function renderOverlay(props: Partial<Parameters<typeof SearchOverlay>[0]> = {}) {
  return render(
    <SearchOverlay
      popular={[
        { title: 'Black Friday', url: '/producten/black-friday', campaign: true },
        { title: 'Banken', url: '/producten/banken' },
      ]}
      onNavigate={navigate}
      {...props}
    />,
  );
}

async function typeQuery(text: string) {
  fireEvent.input(field(), { target: { value: text } });
  await waitFor(() => expect(listbox().getAttribute('aria-busy')).toBe('false'));
}

describe('search overlay', () => {
  beforeEach(() => {
    window.dataLayer = [];
    search = vi.fn(async () => ({ data: groups }));
    fetchRemarketingVariants = vi.fn(async () => [makeVariant(3), makeVariant(4)]);
    navigate = vi.fn();
    setStore(createEtalageStore({ api: { search, fetchRemarketingVariants } as unknown as ApiClient }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    secondCurrencyOff();
  });

  it('is the plain search form while closed: it submits to the homepage search without JavaScript', () => {
    const { container } = renderOverlay({ query: 'bank' });
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/');
    expect(form.getAttribute('method')).toBe('get');
    expect(field().getAttribute('name')).toBe('q');
    expect((field() as HTMLInputElement).value).toBe('bank');
    expect(field().getAttribute('placeholder')).toBe('Wat zoekt u vandaag?');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sluiten' })).toBeNull();
  });

  it('opens on focus with the popular searches and the recently viewed products (image and price)', async () => {
    renderOverlay();
    fireEvent.focus(field());
    expect(screen.getByRole('dialog', { name: 'Zoeken in alle producten' })).toBeTruthy();
    expect(document.documentElement.classList.contains('etl-scroll-locked')).toBe(true);
    const popular = within(screen.getByRole('group', { name: 'Populaire zoekopdrachten' })).getAllByRole('option');
    expect(popular.map((o) => o.textContent)).toEqual(['Black Friday', 'Banken']);
    const recent = await screen.findByRole('group', { name: 'Ga verder waar je gebleven was' });
    expect(fetchRemarketingVariants).toHaveBeenCalledWith(5);
    const items = within(recent).getAllByRole('option');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain(makeVariant(3).name);
    expect(items[0]!.textContent).toMatch(/€\s?\d/);
    expect(items[0]!.querySelector('img')).toBeTruthy();
    expect(search).not.toHaveBeenCalled();
  });

  it("shows the recently viewed products' prices in the page config's second currency too, on the price's line", async () => {
    secondCurrencyOn();
    renderOverlay();
    fireEvent.focus(field());
    const items = within(await screen.findByRole('group', { name: 'Ga verder waar je gebleven was' })).getAllByRole('option');
    expect(items.map((item) => secondPriceTexts(item.querySelector('.etl-search-overlay__price')!))).toEqual([['Ongeveer ≈ US$ 268,92'], ['Ongeveer ≈ US$ 322,92']]);
  });

  it('asks for the first key after a pause at once, and for keys typed close after it once, 150 ms after the last', async () => {
    vi.useFakeTimers();
    try {
      renderOverlay();
      fireEvent.focus(field());
      // 'b' after a pause: asked in the keystroke's own render, with no timer to wait for.
      fireEvent.input(field(), { target: { value: 'b' } });
      await act(async () => {});
      expect(search.mock.calls.map((call) => call[0])).toEqual(['b']);
      // 'ba', 'ban' and 'bank' 50 ms apart: one request, 150 ms after 'bank'.
      for (const text of ['ba', 'ban', 'bank']) {
        await act(async () => void vi.advanceTimersByTime(50));
        fireEvent.input(field(), { target: { value: text } });
      }
      await act(async () => void vi.advanceTimersByTime(149));
      expect(search.mock.calls.map((call) => call[0])).toEqual(['b']);
      await act(async () => void vi.advanceTimersByTime(1));
      expect(search.mock.calls.map((call) => call[0])).toEqual(['b', 'bank']);
      // A pause, then a key: at once again.
      await act(async () => void vi.advanceTimersByTime(1_000));
      fireEvent.input(field(), { target: { value: 'bankj' } });
      await act(async () => {});
      expect(search.mock.calls.map((call) => call[0])).toEqual(['b', 'bank', 'bankj']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows grouped suggestions with counts, types 6 and 11 at most 10 together, and the all-products entry last', async () => {
    renderOverlay();
    fireEvent.focus(field());
    await typeQuery(' bank ');
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe('bank');
    expect(within(screen.getByRole('group', { name: 'Producten' })).getAllByRole('option')).toHaveLength(7);
    expect(within(screen.getByRole('group', { name: 'Categorieën in kleur' })).getAllByRole('option')).toHaveLength(3);
    const category = within(screen.getByRole('group', { name: 'Categorieën' })).getByRole('option');
    expect(category.textContent).toBe('Banken en sofa’s253, 253 producten');
    const options = within(listbox()).getAllByRole('option');
    expect(options).toHaveLength(12);
    expect(options.at(-1)!.textContent).toBe('Zoek "bank" in alle producten');
    // Accent- and case-insensitive highlighting, as <mark> elements.
    const marks = [...options[1]!.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Bánk']);
    expect(screen.getByRole('status').textContent).toBe('12 suggesties. Gebruik pijl omhoog en omlaag om te kiezen.');
    expect(window.dataLayer).toContainEqual({ event: 'search_start_suggesting' });
  });

  it('walks the entries with the arrow keys from the all-products entry and wraps at both ends', async () => {
    renderOverlay();
    fireEvent.focus(field());
    await typeQuery('bank');
    const ids = within(listbox()).getAllByRole('option').map((o) => o.id);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(active()).toBe(ids[11]);
    expect(document.getElementById(ids[11]!)!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(active()).toBe(ids[0]);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(active()).toBe(ids[10]);
  });

  it('Enter follows the highlighted suggestion with original_query and reports the pick', async () => {
    renderOverlay();
    fireEvent.focus(field());
    await typeQuery('bank');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.submit(field().closest('form')!);
    expect(navigate).toHaveBeenCalledWith('/producten/banken?original_query=bank');
    expect(window.dataLayer).toContainEqual({
      event: 'search_modal_submit',
      original_query: 'bank',
      search_suggest_type: 1,
      search_suggest_value: 'Banken en sofa’s',
    });
  });

  it('Enter without a highlighted entry goes to the homepage search with the query', async () => {
    renderOverlay();
    fireEvent.focus(field());
    await typeQuery('groene bank');
    fireEvent.submit(field().closest('form')!);
    expect(navigate).toHaveBeenCalledWith('/?q=groene+bank');
    expect(window.dataLayer).toContainEqual({ event: 'search_modal_submit', original_query: 'groene bank', search_suggest_type: null, search_suggest_value: null });
  });

  it('Escape and Sluiten close it and leave the focus in the field; an arrow key opens it again', async () => {
    renderOverlay();
    field().focus();
    await screen.findByRole('listbox');
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(field());
    expect(document.documentElement.classList.contains('etl-scroll-locked')).toBe(false);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(field().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(field());
  });

  it('lets Tab move past an empty box (closing it) but keeps it open once something is typed', async () => {
    renderOverlay();
    fireEvent.focus(field());
    expect(field().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(field(), { key: 'Tab' });
    expect(field().getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(field());
    await typeQuery('bank');
    fireEvent.keyDown(field(), { key: 'Tab' });
    expect(field().getAttribute('aria-expanded')).toBe('true');
  });

  it('shows only the latest query’s answer, even when an earlier one arrives later', async () => {
    const pending: Record<string, (value: { data: SearchGroup[] }) => void> = {};
    search.mockImplementation((q: string) => new Promise((resolve) => (pending[q] = resolve)));
    renderOverlay();
    fireEvent.focus(field());
    fireEvent.input(field(), { target: { value: 'ba' } });
    await waitFor(() => expect(pending.ba).toBeDefined());
    fireEvent.input(field(), { target: { value: 'bank' } });
    await waitFor(() => expect(pending.bank).toBeDefined());
    await act(async () => pending.bank!({ data: [groups[0]!] }));
    await act(async () => pending.ba!({ data: groups }));
    expect(within(listbox()).getAllByRole('option').map((o) => o.textContent)).toEqual(['Banken en sofa’s253, 253 producten', 'Zoek "bank" in alle producten']);
  });

  it('says in Dutch when the search service fails and keeps the all-products entry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    search.mockRejectedValue(new Error('503'));
    renderOverlay();
    fireEvent.focus(field());
    fireEvent.input(field(), { target: { value: 'kast' } });
    await waitFor(() => expect(screen.getByText('De zoeksuggesties zijn nu niet beschikbaar. U kunt wel in alle producten zoeken.', { selector: 'p' })).toBeTruthy());
    await waitFor(() => expect(error).toHaveBeenCalledWith('[etalage] search-overlay: suggestions for "kast" could not be loaded:', expect.any(Error)));
    fireEvent.click(screen.getByRole('option', { name: 'Zoek "kast" in alle producten' }));
    expect(navigate).toHaveBeenCalledWith('/?q=kast');
  });
});

describe('search entries', () => {
  it('adds original_query only to links without a query of their own', () => {
    expect(withOriginalQuery('/producten/banken', 'bank')).toBe('/producten/banken?original_query=bank');
    expect(withOriginalQuery('/producten/banken?dimensie=kleur-geel', 'bank')).toBe('/producten/banken?dimensie=kleur-geel');
    expect(withOriginalQuery('/merken/x#top', 'a&b')).toBe('/merken/x?original_query=a%26b#top');
  });

  it('wraps in both directions and starts at the end for suggestions', () => {
    expect(nextIndex(-1, 4, 1, true)).toBe(3);
    expect(nextIndex(-1, 4, -1, true)).toBe(2);
    expect(nextIndex(3, 4, 1, true)).toBe(0);
    expect(nextIndex(0, 4, -1, true)).toBe(3);
    expect(nextIndex(-1, 4, 1, false)).toBe(0);
    expect(nextIndex(-1, 4, -1, false)).toBe(3);
    expect(nextIndex(-1, 0, 1, true)).toBe(-1);
  });

  it('keeps up to 10 promoted categories plus the campaign tag, and leaves out bad entries with one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const promoted = Array.from({ length: 12 }, (_, i) => ({ title: `Categorie ${i}`, url: `/producten/c${i}` }));
    const usable = usablePopularSearches([...promoted, { title: 'Black Friday', url: '/producten/black-friday', campaign: true }, { title: 'x', url: 'javascript:alert(1)' }, null]);
    expect(usable).toHaveLength(11);
    expect(usable[0]!.title).toBe('Black Friday');
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(usablePopularSearches('nope')).toEqual([]);
    error.mockRestore();
  });
});
