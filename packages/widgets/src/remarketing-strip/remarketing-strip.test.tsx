import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ClickSource } from '@etalage/core';
import type { ApiClient, Variant } from '@etalage/core/api';
import { createEtalageStore, setStore } from '@etalage/store';
import RemarketingStrip, { LOADING, TITLE } from './remarketing-strip.js';
import { remarketingStrip } from './index.js';
import { makeVariant } from '../shared/variant-tile.fixtures.js';

let fetchSimilarVariants: ReturnType<typeof vi.fn>;
let fetchRemarketingVariants: ReturnType<typeof vi.fn>;

async function settle() {
  await act(async () => {
    for (let i = 0; i < 8; i++) await Promise.resolve();
  });
}

/** The similarity cache's and the similarity service's answers (`mode` onlyCache and onlyAPI). */
function useAnswers(cache: Variant[], service: Variant[] | Error) {
  fetchSimilarVariants.mockImplementation(async (_id: number, query: { mode: string }) => {
    if (query.mode === 'onlyCache') return cache;
    if (service instanceof Error) throw service;
    return service;
  });
}

const ids = (container: HTMLElement) => [...container.querySelectorAll('article')].map((card) => card.getAttribute('data-etl-variant-id'));

describe("'Ook iets voor jou?' strip: products similar to the page's product", () => {
  beforeEach(() => {
    fetchSimilarVariants = vi.fn();
    // The viewed products are the search overlay's; the strip must never ask for them.
    fetchRemarketingVariants = vi.fn(async () => [makeVariant(90), makeVariant(91)]);
    setStore(createEtalageStore({ api: { fetchSimilarVariants, fetchRemarketingVariants } as unknown as ApiClient }));
  });
  afterEach(() => {
    expect(fetchRemarketingVariants).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('declares the product it is similar to as a required prop', () => {
    expect(remarketingStrip.name).toBe('remarketing-strip');
    expect(remarketingStrip.props.variantId).toMatchObject({ type: 'number', required: true });
    expect(remarketingStrip.props).not.toHaveProperty('excludeVariantId');
  });

  it('shows its heading and skeletons of the loaded size, then at most 5 similar products from the cache as small cards', async () => {
    useAnswers([1, 2, 3, 4, 5, 6, 7].map((id) => makeVariant(id)), []);
    const { container } = render(<RemarketingStrip variantId={3} limit={9} />);
    expect(screen.getByRole('heading', { name: TITLE })).toBeTruthy();
    expect(TITLE).toBe('Ook iets voor jou?');
    expect(screen.getByRole('status').textContent).toBe(LOADING);
    expect(container.querySelector('.etl-remarketing-strip')!.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('.etl-remarketing-strip__skeleton')).toHaveLength(5);
    await settle();
    // The cache answered: the service is not asked.
    expect(fetchSimilarVariants).toHaveBeenCalledTimes(1);
    expect(fetchSimilarVariants).toHaveBeenCalledWith(3, { mode: 'onlyCache' });
    // Never the page's own product.
    expect(ids(container)).toEqual(['1', '2', '4', '5', '6']);
    const cards = [...container.querySelectorAll('article')];
    expect(cards.every((card) => card.classList.contains('product-card--small'))).toBe(true);
    expect(cards[0]!.getAttribute('data-etl-click-source')).toBe(String(ClickSource.SimilarStrip));
    // The small card's only button is the like button.
    expect([...cards[0]!.querySelectorAll('[data-etl-widget]')].map((e) => e.getAttribute('data-etl-widget'))).toEqual(['like-button']);
    expect(screen.getByRole('heading', { name: TITLE })).toBeTruthy();
    expect(container.querySelector('.etl-remarketing-strip')!.getAttribute('aria-busy')).toBe('false');
  });

  it('asks the similarity service (onlyAPI) when the cache has nothing but the product itself', async () => {
    useAnswers([makeVariant(8)], [makeVariant(21), makeVariant(8), makeVariant(22)]);
    const { container } = render(<RemarketingStrip variantId={8} limit={5} />);
    await settle();
    expect(fetchSimilarVariants.mock.calls).toEqual([
      [8, { mode: 'onlyCache' }],
      [8, { mode: 'onlyAPI' }],
    ]);
    expect(ids(container)).toEqual(['21', '22']);
  });

  it('asks again for another product', async () => {
    useAnswers([makeVariant(31)], []);
    const { container, rerender } = render(<RemarketingStrip variantId={30} limit={5} />);
    await settle();
    useAnswers([makeVariant(41)], []);
    rerender(<RemarketingStrip variantId={40} limit={5} />);
    await settle();
    expect(fetchSimilarVariants.mock.calls.map((call) => call[0])).toEqual([30, 40]);
    expect(ids(container)).toEqual(['41']);
  });

  it('leaves the page when neither the cache nor the service has similar products', async () => {
    useAnswers([], [makeVariant(3)]);
    const { container } = render(<RemarketingStrip variantId={3} limit={5} />);
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('leaves the page and tells the console when the call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    useAnswers([], new Error('503'));
    const { container } = render(<RemarketingStrip variantId={3} limit={5} />);
    await settle();
    expect(container.innerHTML).toBe('');
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('remarketing-strip'), expect.any(Error)), { timeout: 5000 });
  });
});
