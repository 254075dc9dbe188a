import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ApiClient, LikeRecord } from '@etalage/core/api';
import { createEtalageStore, getStore, setStore } from '@etalage/store';
import { likeKey } from '@etalage/store/likes';
import ComparisonTable, { comparisonRows, ratingText } from './comparison-table.js';
import { makeVariant, variants } from '../shared/variant-tile.fixtures.js';
import { deferred } from '../shared/deferred.js';
import { secondCurrencyOff, secondCurrencyOn, secondPriceTexts } from '../shared/second-price.fixtures.js';

const record = (itemId: number, liked: boolean): LikeRecord => ({
  item_id: itemId,
  liked_by_user: liked,
  saved_by_user: false,
  likes_count: liked ? 1 : 0,
});

let compared: number[];
let fakeApi: {
  fetchAllLikes: ReturnType<typeof vi.fn>;
  fetchVariantsByIds: ReturnType<typeof vi.fn>;
  like: ReturnType<typeof vi.fn>;
  unlike: ReturnType<typeof vi.fn>;
};

describe('comparison table', () => {
  beforeEach(() => {
    localStorage.clear();
    window.dataLayer = [];
    compared = [1, 2, 3];
    fakeApi = {
      fetchAllLikes: vi.fn(async () => compared.map((id) => record(id, true))),
      // As the reference server answers: the variants as a list.
      fetchVariantsByIds: vi.fn(async (ids: number[]) => variants(ids)),
      like: vi.fn(async (_type: string, id: number) => record(id, true)),
      unlike: vi.fn(async (_type: string, id: number) => {
        compared = compared.filter((c) => c !== id);
        return record(id, false);
      }),
    };
    setStore(createEtalageStore({ api: fakeApi as unknown as ApiClient }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    secondCurrencyOff();
  });

  it('shows the error state, not an empty comparison, when the compared items cannot be loaded, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi.fetchAllLikes.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<ComparisonTable />);
    expect(await screen.findByText('De vergelijking kon niet worden geladen.')).toBeTruthy();
    expect(screen.queryByText('Je hebt nog geen producten om te vergelijken.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('table', { name: 'Vergelijking' })).toBeTruthy();
    expect(fakeApi.fetchAllLikes).toHaveBeenCalledTimes(2);
  });

  it("says 'Schuif opzij voor meer' only while the table scrolls sideways, named by the region's aria-describedby", async () => {
    // jsdom lays nothing out: the region is as wide inside as it shows until told otherwise.
    const wide = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(0);
    const { unmount } = render(<ComparisonTable />);
    const region = await screen.findByRole('region', { name: 'Vergelijking' });
    const cue = document.querySelector('[data-etl-scroll-cue]')!;
    expect(cue.textContent).toContain('Schuif opzij voor meer');
    expect(cue.hasAttribute('hidden')).toBe(true);
    expect(region.hasAttribute('aria-describedby')).toBe(false);
    unmount();
    wide.mockReturnValue(900);
    render(<ComparisonTable />);
    const scrolling = await screen.findByRole('region', { name: 'Vergelijking' });
    await waitFor(() => expect(scrolling.getAttribute('aria-describedby')).toBeTruthy());
    const described = document.getElementById(scrolling.getAttribute('aria-describedby')!)!;
    expect(described.hasAttribute('data-etl-scroll-cue')).toBe(true);
    expect(described.hasAttribute('hidden')).toBe(false);
  });

  it('loads the compared ids from the store (likes of type comparison) and fetches them by id', async () => {
    render(<ComparisonTable />);
    expect(screen.getByRole('status').textContent).toBe('Vergelijking laden…');
    const table = await screen.findByRole('table', { name: 'Vergelijking' });
    expect(fakeApi.fetchAllLikes).toHaveBeenCalledWith('comparison');
    expect(fakeApi.fetchVariantsByIds).toHaveBeenCalledWith([1, 2, 3]);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers).toHaveLength(3);
    expect(within(headers[0]!).getByRole('link', { name: 'Bank Lissabon 3-zits velours groen' }).getAttribute('href')).toBe(
      '/product/v/1-bank-lissabon-3-zits-velours-groen',
    );
    expect(within(headers[0]!).getByRole('img', { name: 'Bank Lissabon 3-zits velours groen' }).getAttribute('loading')).toBe('lazy');
    expect(within(headers[0]!).getByText('Woonwinkel Noord')).toBeTruthy();
    expect(within(headers[0]!).getByText('€ 149,00')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Vergelijking' }).getAttribute('tabindex')).toBe('0');
  });

  it("shows each price in the page config's second currency too, read 'Ongeveer US$ …'", async () => {
    secondCurrencyOn();
    render(<ComparisonTable />);
    const headers = within(await screen.findByRole('table', { name: 'Vergelijking' })).getAllByRole('columnheader');
    expect(headers.map((header) => secondPriceTexts(header))).toEqual([
      ['Ongeveer ≈ US$ 160,92', 'Ongeveer ≈ US$ 214,92'],
      ['Ongeveer ≈ US$ 214,92'],
      ['Ongeveer ≈ US$ 268,92', 'Ongeveer ≈ US$ 322,92'],
    ]);
    expect(within(headers[0]!).getByText('€ 149,00')).toBeTruthy();
  });

  it('shows the struck-through old price in the second currency too, inside the strike', async () => {
    secondCurrencyOn();
    render(<ComparisonTable />);
    const table = await screen.findByRole('table', { name: 'Vergelijking' });
    const before = [...table.querySelectorAll('s.etl-comparison-table__before')];
    expect(before.map((s) => s.textContent!.replace(/\u00a0/g, ' '))).toEqual([
      'Oude prijs: € 199,00 Ongeveer ≈ US$ 214,92',
      'Oude prijs: € 299,00 Ongeveer ≈ US$ 322,92',
    ]);
    expect(before.map((s) => secondPriceTexts(s))).toEqual([['Ongeveer ≈ US$ 214,92'], ['Ongeveer ≈ US$ 322,92']]);
    secondCurrencyOff();
    await waitFor(() => expect(secondPriceTexts(table)).toEqual([]));
    expect(table.querySelector('s.etl-comparison-table__before')!.textContent!.replace(/\u00a0/g, ' ')).toBe('Oude prijs: € 199,00');
  });

  it('shows euro prices only without a second currency', async () => {
    render(<ComparisonTable />);
    expect(secondPriceTexts(await screen.findByRole('table', { name: 'Vergelijking' }))).toEqual([]);
  });

  it('shows the variants in the compared order whatever order the by-ids answer lists them in', async () => {
    fakeApi.fetchVariantsByIds.mockImplementationOnce(async (ids: number[]) => variants([...ids].reverse()));
    render(<ComparisonTable />);
    const table = await screen.findByRole('table', { name: 'Vergelijking' });
    const links = within(table).getAllByRole('columnheader').map((header) => within(header).getAllByRole('link')[0]!.getAttribute('href'));
    expect(links).toEqual([1, 2, 3].map((id) => expect.stringMatching(new RegExp(`^/product/v/${id}-`))));
  });

  it('has rows for the display parameters, dimensions in cm, rating, availability and free shipping', async () => {
    render(<ComparisonTable />);
    const table = await screen.findByRole('table', { name: 'Vergelijking' });
    const rowOf = (label: string) =>
      within(table)
        .getByRole('rowheader', { name: label })
        .closest('tr')!
        .querySelectorAll('td');
    const values = (label: string) => Array.from(rowOf(label), (cell) => cell.textContent);
    expect(values('Materiaal')).toEqual(['Velours', 'Eikenhout', 'Velours']);
    expect(values('Kleur')).toEqual(['Groen', 'Naturel', 'Crème']);
    expect(values('Breedte')).toEqual(['180 cm', '190 cm', '200 cm']);
    expect(values('Hoogte')).toEqual(['75 cm', '75 cm', '75 cm']);
    expect(values('Diepte')).toEqual(['90 cm', '90 cm', '90 cm']);
    expect(values('Beoordeling')).toEqual(['4,0 van 5 (3 beoordelingen)', '4,0 van 5 (5 beoordelingen)', '4,5 van 5 (7 beoordelingen)']);
    expect(values('Beschikbaarheid')[0]).toBe('Op voorraad');
    expect(values('Beschikbaarheid')[2]).toMatch(/^Wordt verzonden/);
    expect(values('Gratis bezorging')).toEqual(['Ja', 'Nee', 'Ja']);
    expect(within(table).queryByRole('rowheader', { name: 'Diameter' })).toBeNull();
  });

  it('shows a dash for missing values and the diameter row only when a product has one', () => {
    const round = makeVariant(4, {
      displayParameters: [],
      dimensions: { diameter: { from: 1200, to: 1200 } },
      reviews: { rating: null, reviewsCount: 0, imagesCount: 0 },
    });
    const rows = comparisonRows([makeVariant(1), round]);
    const diameter = rows.find((row) => row.label === 'Diameter')!;
    expect(diameter.value(round)).toBe('120 cm');
    expect(diameter.value(makeVariant(1))).toBe('–');
    expect(rows.find((row) => row.label === 'Materiaal')!.value(round)).toBe('–');
    expect(ratingText(round)).toBe('–');
  });

  it("removes a column with 'Verwijderen' (the product name in its label), pending while the call runs", async () => {
    const unlike = deferred<LikeRecord>();
    fakeApi.unlike.mockImplementationOnce(() => unlike.promise);
    render(<ComparisonTable />);
    const table = await screen.findByRole('table', { name: 'Vergelijking' });
    const button = within(table).getByRole('button', { name: /^Verwijderen\s*Eettafel Oslo eiken 200 cm uit vergelijking$/ });
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toMatch(/^Verwijderen…/);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await act(async () => unlike.resolve(record(2, false)));
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(2));
    expect(fakeApi.unlike).toHaveBeenCalledWith('comparison', 2);
    expect(screen.queryByText('Eettafel Oslo eiken 200 cm')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Product verwijderd uit vergelijking');
    // The event helpers load with the first comparison toggle.
    await waitFor(() => expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'comparison_removed' })));
    // Focus moves to the remove button now in the removed column's place.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(table).getByRole('button', { name: /^Verwijderen\s*Fauteuil Milaan/ })),
    );
  });

  it('shows the empty state after the last product is removed', async () => {
    compared = [5];
    render(<ComparisonTable />);
    fireEvent.click(await screen.findByRole('button', { name: /^Verwijderen/ }));
    expect(await screen.findByText('Je hebt nog geen producten om te vergelijken.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Ontdek producten' })));
  });

  it("shows the empty state with a link to /producten when nothing is compared, without asking for variants", async () => {
    compared = [];
    render(<ComparisonTable />);
    expect(await screen.findByText('Je hebt nog geen producten om te vergelijken.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ontdek producten' }).getAttribute('href')).toBe('/producten');
    expect(fakeApi.fetchVariantsByIds).not.toHaveBeenCalled();
  });

  it('drops a column when the product is removed from the comparison elsewhere on the page', async () => {
    render(<ComparisonTable />);
    const table = await screen.findByRole('table', { name: 'Vergelijking' });
    await act(async () => {
      await getStore().getState().toggleLike('comparison', 1);
    });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(getStore().getState().likes[likeKey('comparison', 1)]!.liked).toBe(false);
  });

  it("shows a Dutch error with 'Opnieuw proberen' when the variants cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi.fetchVariantsByIds.mockRejectedValueOnce(new Error('500'));
    render(<ComparisonTable />);
    expect((await screen.findByRole('alert')).textContent).toBe('De vergelijking kon niet worden geladen.');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('table', { name: 'Vergelijking' })).toBeTruthy();
  });
});
