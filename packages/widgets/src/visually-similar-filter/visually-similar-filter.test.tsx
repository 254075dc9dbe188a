import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ApiClient, Variant } from '@etalage/core/api';
import type { FeatureFlags } from '@etalage/core/flags';
import { createEtalageStore, setStore } from '@etalage/store';
import VisuallySimilarFilter, { TEXT } from './visually-similar-filter.js';
import * as pageUrl from './page-url.js';
import { makeVariant } from '../shared/variant-tile.fixtures.js';
import { filterProps, IMAGE } from './visually-similar-filter.fixtures.js';

const PATH = '/products/visually-similar/10001-0/bank-oslo';
const props = filterProps(3);

let fetchSimilarVariants: ReturnType<typeof vi.fn>;
let grid: HTMLElement;

const flags = { value: <T,>(_key: string, fallback: T) => fallback } as unknown as FeatureFlags;

/** A promise the test settles itself: the pending state stays on screen until then. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 8; i++) await Promise.resolve();
  });
}

const cardIds = () => [...grid.querySelectorAll('article')].map((card) => card.getAttribute('data-etl-variant-id'));
const heading = () => screen.getByRole('heading', { level: 2 });
const toggle = () => screen.getByRole('switch', { name: 'Alleen banken' });

describe('visually-similar filter', () => {
  beforeEach(() => {
    history.replaceState(null, '', PATH);
    // The server's grid of every category, beside the widget as on the page.
    grid = document.createElement('div');
    grid.id = 'product-list';
    for (const id of [301, 302, 303]) {
      const card = document.createElement('article');
      card.setAttribute('data-etl-variant-id', String(id));
      grid.append(card);
    }
    document.body.append(grid);
    fetchSimilarVariants = vi.fn();
    setStore(createEtalageStore({ api: { fetchSimilarVariants } as unknown as ApiClient, flags }));
  });
  afterEach(() => {
    grid.remove();
    vi.restoreAllMocks();
  });

  it("draws the server's head: the count and an unticked 'Alleen banken' switch of a GET form", () => {
    const { container } = render(<VisuallySimilarFilter {...props} />);
    expect(heading().textContent).toBe('3 producten');
    expect(heading().id).toBe('results-title');
    expect((toggle() as HTMLInputElement).checked).toBe(false);
    expect(toggle().getAttribute('name')).toBe('categorie');
    expect(toggle().getAttribute('value')).toBe('200');
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(PATH);
  });

  it('on: asks the image search with categoryId and imageUrl, busy meanwhile, then replaces the list with its cards', async () => {
    const answer = deferred<Variant[]>();
    fetchSimilarVariants.mockReturnValue(answer.promise);
    const { container } = render(<VisuallySimilarFilter {...props} />);
    fireEvent.click(toggle());
    await settle();
    expect(fetchSimilarVariants).toHaveBeenCalledTimes(1);
    expect(fetchSimilarVariants).toHaveBeenCalledWith(10001, { categoryId: 200, imageUrl: IMAGE });
    expect((toggle() as HTMLInputElement).checked).toBe(true);
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(grid.classList.contains('etl-visually-similar-filter__grid--pending')).toBe(true);
    expect(container.querySelector('.etl-visually-similar-filter--pending .etl-visually-similar-filter__spinner')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe(TEXT.loading);
    // The list stays until the answer is in.
    expect(cardIds()).toEqual(['301', '302', '303']);

    answer.resolve([makeVariant(11), makeVariant(12)]);
    await settle();
    expect(cardIds()).toEqual(['11', '12']);
    const cards = grid.querySelectorAll('article[data-etl-widget="product-card"]');
    expect(cards[0]!.getAttribute('data-etl-click-source')).toBe('16');
    expect(cards[1]!.getAttribute('data-etl-position')).toBe('2');
    expect(grid.hasAttribute('aria-busy')).toBe(false);
    expect(grid.classList.contains('etl-visually-similar-filter__grid--pending')).toBe(false);
    expect(heading().textContent).toBe('2 producten');
    expect(screen.getByRole('status').textContent).toBe('Alleen banken: 2 producten');
    expect(location.pathname + location.search).toBe(`${PATH}?categorie=200`);
  });

  it('off: the kept list of every category comes back without a call, and the address loses categorie', async () => {
    fetchSimilarVariants.mockResolvedValue([makeVariant(11)]);
    render(<VisuallySimilarFilter {...props} />);
    fireEvent.click(toggle());
    await settle();
    expect(cardIds()).toEqual(['11']);
    expect(heading().textContent).toBe('1 product');

    fireEvent.click(toggle());
    await settle();
    expect(fetchSimilarVariants).toHaveBeenCalledTimes(1);
    expect((toggle() as HTMLInputElement).checked).toBe(false);
    expect(cardIds()).toEqual(['301', '302', '303']);
    expect(heading().textContent).toBe('3 producten');
    expect(screen.getByRole('status').textContent).toBe('Alle categorieën: 3 producten');
    expect(location.pathname + location.search).toBe(PATH);
  });

  it('drops an answer that arrives after the shopper turned it off again', async () => {
    const answer = deferred<Variant[]>();
    fetchSimilarVariants.mockReturnValue(answer.promise);
    render(<VisuallySimilarFilter {...props} />);
    fireEvent.click(toggle());
    await settle();
    fireEvent.click(toggle());
    await settle();
    answer.resolve([makeVariant(11)]);
    await settle();
    expect(cardIds()).toEqual(['301', '302', '303']);
    expect(grid.hasAttribute('aria-busy')).toBe(false);
    expect(heading().textContent).toBe('3 producten');
  });

  it("a failure says so in Dutch with 'Opnieuw proberen'; the list and the switch stay as they were", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchSimilarVariants.mockRejectedValueOnce(new Error('503 Service Unavailable'));
    render(<VisuallySimilarFilter {...props} />);
    fireEvent.click(toggle());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('De producten konden niet worden geladen. Je ziet nog de vorige resultaten.');
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('visually-similar-filter'), expect.any(Error)), { timeout: 5000 });
    expect(cardIds()).toEqual(['301', '302', '303']);
    expect(grid.hasAttribute('aria-busy')).toBe(false);
    expect((toggle() as HTMLInputElement).checked).toBe(false);
    expect(heading().textContent).toBe('3 producten');
    expect(location.search).toBe('');

    fetchSimilarVariants.mockResolvedValueOnce([makeVariant(21)]);
    fireEvent.click(screen.getByRole('button', { name: TEXT.retry }));
    await settle();
    expect(fetchSimilarVariants).toHaveBeenLastCalledWith(10001, { categoryId: 200, imageUrl: IMAGE });
    expect(cardIds()).toEqual(['21']);
    expect((toggle() as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says so when nothing in the category looks alike, with a link to the category's listing", async () => {
    fetchSimilarVariants.mockResolvedValue([]);
    render(<VisuallySimilarFilter {...props} />);
    fireEvent.click(toggle());
    await settle();
    expect(cardIds()).toEqual([]);
    expect(heading().textContent).toBe('0 producten');
    expect(screen.getByText(TEXT.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bekijk alle banken' }).getAttribute('href')).toBe('/producten/banken');
  });

  it('a page the server drew filtered loads its own address without categorie to show every category', async () => {
    history.replaceState(null, '', `${PATH}?categorie=200`);
    const goTo = vi.spyOn(pageUrl, 'goTo').mockImplementation(() => {});
    render(<VisuallySimilarFilter {...props} only />);
    expect((toggle() as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle());
    await settle();
    expect(goTo).toHaveBeenCalledWith(PATH);
    expect(fetchSimilarVariants).not.toHaveBeenCalled();
    expect(grid.getAttribute('aria-busy')).toBe('true');
  });
});
