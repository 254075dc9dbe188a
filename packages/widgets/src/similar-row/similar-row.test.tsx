import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ApiClient, Variant } from '@etalage/core/api';
import type { FeatureFlags } from '@etalage/core/flags';
import { createEtalageStore, setStore } from '@etalage/store';
import SimilarRow, { TEXT } from './similar-row.js';
import { makeVariant } from '../shared/variant-tile.fixtures.js';
import * as placement from './placement.js';

let fetchSimilarVariants: ReturnType<typeof vi.fn>;

/** Flags as GrowthBook would answer them: only the Christmas threshold is read here. */
function flags(thresholdDays: number | null): FeatureFlags {
  return { value: <T,>(_key: string, fallback: T) => (thresholdDays ?? fallback) as T } as unknown as FeatureFlags;
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 8; i++) await Promise.resolve();
  });
}

function useAnswers(cache: Variant[], service: Variant[] | Error) {
  fetchSimilarVariants.mockImplementation(async (_id: number, query: { mode: string }) => {
    if (query.mode === 'onlyCache') return cache;
    if (service instanceof Error) throw service;
    return service;
  });
}

describe('similar-products row', () => {
  beforeEach(() => {
    fetchSimilarVariants = vi.fn();
    setStore(createEtalageStore({ api: { fetchSimilarVariants } as unknown as ApiClient, flags: flags(30) }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a loading state, then the cards from the cache as card markup with their widget slots', async () => {
    useAnswers([makeVariant(11), makeVariant(12)], []);
    const { container } = render(<SimilarRow variantId={7} itemName="Bank Oslo" />);
    expect(screen.getByRole('status').textContent).toBe(TEXT.loading);
    expect(container.querySelector('.etl-similar-row')!.getAttribute('aria-busy')).toBe('true');
    await settle();
    expect(fetchSimilarVariants).toHaveBeenCalledTimes(1);
    expect(fetchSimilarVariants).toHaveBeenCalledWith(7, { mode: 'onlyCache' });
    expect(screen.getByRole('heading', { name: 'Vergelijkbare producten' })).toBeTruthy();
    expect(screen.getByText('Lijkt op Bank Oslo')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 vergelijkbare producten');
    const cards = container.querySelectorAll('article[data-etl-widget="product-card"]');
    expect([...cards].map((card) => card.getAttribute('data-etl-variant-id'))).toEqual(['11', '12']);
    // Click source 5 (similar products), positions from 1; the slots carry the props the runtime needs.
    expect(cards[1]!.getAttribute('data-etl-click-source')).toBe('5');
    expect(cards[1]!.getAttribute('data-etl-position')).toBe('2');
    expect(cards[0]!.querySelector('[data-etl-widget="like-button"]')!.getAttribute('data-etl-item-id')).toBe('11');
  });

  it('asks the similarity service (onlyAPI) when the cache has nothing', async () => {
    useAnswers([], [makeVariant(21)]);
    const { container } = render(<SimilarRow variantId={8} />);
    await settle();
    expect(fetchSimilarVariants.mock.calls.map((call) => call[1].mode)).toEqual(['onlyCache', 'onlyAPI']);
    expect(container.querySelectorAll('article')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('1 vergelijkbaar product');
  });

  it('says so when neither has similar products', async () => {
    useAnswers([], []);
    render(<SimilarRow variantId={9} />);
    await settle();
    expect(screen.getByText(TEXT.empty)).toBeTruthy();
    expect(TEXT.empty).toBe('We vonden geen vergelijkbare producten.');
  });

  it('reports a failure in Dutch with a retry that loads again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    useAnswers([], new Error('503 Service Unavailable'));
    const { container } = render(<SimilarRow variantId={10} />);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Vergelijkbare producten konden niet worden geladen.');
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('similar-row'), expect.any(Error)), { timeout: 5000 });
    useAnswers([], [makeVariant(31)]);
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await settle();
    expect(container.querySelectorAll('article')).toHaveLength(1);
  });

  it("'Sluiten' closes the row", async () => {
    useAnswers([makeVariant(11)], []);
    const close = vi.spyOn(placement, 'closeSimilarRow').mockImplementation(() => {});
    render(<SimilarRow variantId={7} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Sluiten/ }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("draws 'Levering voor Kerstmis' by the flag's threshold, as the server's cards do", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-10T10:00:00Z'));
    const fast = makeVariant(41, { active: true, inStock: true, deliveryInDays: 2 });
    useAnswers([fast], []);
    const { container, unmount } = render(<SimilarRow variantId={7} />);
    await settle();
    expect(container.querySelector('.pc-availability')!.textContent).toContain('Levering voor Kerstmis');
    unmount();
    setStore(createEtalageStore({ api: { fetchSimilarVariants } as unknown as ApiClient, flags: flags(null) }));
    const again = render(<SimilarRow variantId={7} />);
    await settle();
    expect(again.container.querySelector('.pc-availability')!.textContent).not.toContain('Levering voor Kerstmis');
    vi.useRealTimers();
  });
});
