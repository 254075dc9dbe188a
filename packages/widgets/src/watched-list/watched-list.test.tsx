import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ApiClient, WatchedVariant } from '@etalage/core/api';
import { createEtalageStore, getStore, setStore } from '@etalage/store';
import WatchedList, { WATCHED_LIMIT, watchText } from './watched-list.js';
import { watched } from '../shared/variant-tile.fixtures.js';
import { deferred } from '../shared/deferred.js';
import { secondCurrencyOff, secondCurrencyOn, secondPriceTexts } from '../shared/second-price.fixtures.js';

let fakeApi: {
  fetchWatchedVariants: ReturnType<typeof vi.fn<(limit?: number) => Promise<WatchedVariant[]>>>;
  unsubscribeWatchdog: ReturnType<typeof vi.fn>;
  fetchWatchdogStatus: ReturnType<typeof vi.fn>;
};

describe('watched list', () => {
  beforeEach(() => {
    fakeApi = {
      fetchWatchedVariants: vi.fn(async () => [watched(1, 199), watched(2, null), watched(3, 1249.5)]),
      unsubscribeWatchdog: vi.fn(async () => {}),
      fetchWatchdogStatus: vi.fn(async () => ({ subscribed: true, type: 'price', targetPrice: 199 })),
    };
    setStore(createEtalageStore({ api: fakeApi as unknown as ApiClient }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    secondCurrencyOff();
  });

  it('shows a loading status, then every watched variant with its alert text', async () => {
    const { container } = render(<WatchedList />);
    expect(screen.getByRole('status').textContent).toBe('Gevolgde producten laden…');
    expect(container.querySelector('section')!.getAttribute('aria-busy')).toBe('true');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(fakeApi.fetchWatchedVariants).toHaveBeenCalledWith(WATCHED_LIMIT);
    expect(within(items[0]!).getByText('Bank Lissabon 3-zits velours groen')).toBeTruthy();
    expect(within(items[0]!).getByText('Melding bij prijs onder € 199,00')).toBeTruthy();
    expect(within(items[1]!).getByText('Melding bij beschikbaarheid')).toBeTruthy();
    expect(within(items[2]!).getByText('Melding bij prijs onder € 1.249,50')).toBeTruthy();
    expect(container.querySelector('section')!.getAttribute('aria-busy')).toBe('false');
  });

  it("shows each price in the page config's second currency too, read 'Ongeveer US$ …'", async () => {
    secondCurrencyOn();
    render(<WatchedList />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => secondPriceTexts(item.querySelector('.etl-variant-tile__prices')!))).toEqual([['Ongeveer ≈ US$ 160,92'], ['Ongeveer ≈ US$ 214,92'], ['Ongeveer ≈ US$ 268,92']]);
  });

  it("shows the alert's target price in the second currency too; the availability alert has none", async () => {
    secondCurrencyOn();
    render(<WatchedList />);
    const notes = (await screen.findAllByRole('listitem')).map((item) => item.querySelector('.etl-variant-tile__note')!);
    expect(notes.map((note) => note.textContent!.replace(/\u00a0/g, ' '))).toEqual([
      'Melding bij prijs onder € 199,00 Ongeveer ≈ US$ 214,92',
      'Melding bij beschikbaarheid',
      'Melding bij prijs onder € 1.249,50 Ongeveer ≈ US$ 1.349,46',
    ]);
    expect(notes.map((note) => secondPriceTexts(note))).toEqual([['Ongeveer ≈ US$ 214,92'], [], ['Ongeveer ≈ US$ 1.349,46']]);
  });

  it('shows euro prices only without a second currency', async () => {
    render(<WatchedList />);
    expect(secondPriceTexts(await screen.findByRole('list'))).toEqual([]);
  });

  it('formats the alert text exactly', () => {
    expect(watchText({ targetPrice: 199 }).replace(/\u00a0/g, ' ')).toBe('Melding bij prijs onder € 199,00');
    expect(watchText({ targetPrice: null })).toBe('Melding bij beschikbaarheid');
  });

  it("stops watching through the store's unsubscribeWatch and removes the item on success", async () => {
    const call = deferred<void>();
    fakeApi.unsubscribeWatchdog.mockImplementationOnce(() => call.promise);
    render(<WatchedList />);
    const button = await screen.findByRole('button', { name: /^Stop met kijken\s*:\s*Eettafel Oslo eiken 200 cm$/ });
    const unsubscribe = vi.spyOn(getStore().getState(), 'unsubscribeWatch');
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => call.resolve());
    await waitFor(() => expect(screen.queryByText('Eettafel Oslo eiken 200 cm')).toBeNull());
    expect(unsubscribe).toHaveBeenCalledWith(2);
    expect(fakeApi.unsubscribeWatchdog).toHaveBeenCalledWith(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('Je volgt dit product niet meer.');
    expect(getStore().getState().watches[2]!.subscribed).toBe(false);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Stop met kijken\s*:\s*Hanglamp|^Stop met kijken\s*:\s*Fauteuil/ })),
    );
  });

  it('keeps the item and says so in Dutch when unsubscribing fails (the store reloads the status)', async () => {
    fakeApi.unsubscribeWatchdog.mockRejectedValueOnce(new Error('500'));
    render(<WatchedList />);
    fireEvent.click(await screen.findByRole('button', { name: /^Stop met kijken\s*:\s*Bank Lissabon/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Stoppen met kijken is niet gelukt. Probeer het opnieuw.');
    expect(fakeApi.fetchWatchdogStatus).toHaveBeenCalledWith(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('keeps the item when both the unsubscribe and the status reload fail', async () => {
    fakeApi.unsubscribeWatchdog.mockRejectedValueOnce(new Error('offline'));
    fakeApi.fetchWatchdogStatus.mockRejectedValueOnce(new Error('offline'));
    render(<WatchedList />);
    fireEvent.click(await screen.findByRole('button', { name: /^Stop met kijken\s*:\s*Bank Lissabon/ }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it("shows 'Je volgt nog geen producten.' with a link to /producten when nothing is watched", async () => {
    fakeApi.fetchWatchedVariants.mockResolvedValueOnce([]);
    render(<WatchedList />);
    expect(await screen.findByText('Je volgt nog geen producten.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ontdek producten' }).getAttribute('href')).toBe('/producten');
  });

  it("shows the empty state once the last item is no longer watched", async () => {
    fakeApi.fetchWatchedVariants.mockResolvedValueOnce([watched(4, null)]);
    render(<WatchedList />);
    fireEvent.click(await screen.findByRole('button', { name: /^Stop met kijken/ }));
    expect(await screen.findByText('Je volgt nog geen producten.')).toBeTruthy();
  });

  it("shows a Dutch error with 'Opnieuw proberen' that loads again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi.fetchWatchedVariants.mockRejectedValueOnce(new Error('503'));
    render(<WatchedList />);
    expect((await screen.findByRole('alert')).textContent).toBe('Je gevolgde producten konden niet worden geladen.');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
  });
});
