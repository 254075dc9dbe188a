import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { ApiClient } from '@etalage/core/api';
import { createEtalageStore, setStore } from '@etalage/store';
import RemarketingStrip, { LOADING, TITLE } from './remarketing-strip.js';
import { makeVariant } from '../shared/variant-tile.fixtures.js';

let fetchRemarketingVariants: ReturnType<typeof vi.fn>;

async function settle() {
  await act(async () => {
    for (let i = 0; i < 8; i++) await Promise.resolve();
  });
}

describe("'Ook iets voor jou?' strip", () => {
  beforeEach(() => {
    fetchRemarketingVariants = vi.fn();
    setStore(createEtalageStore({ api: { fetchRemarketingVariants } as unknown as ApiClient }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows its heading and a loading state, then at most 5 small cards without the page’s own product', async () => {
    fetchRemarketingVariants.mockResolvedValue([1, 2, 3, 4, 5].map((id) => makeVariant(id)));
    const { container } = render(<RemarketingStrip limit={9} excludeVariantId={3} />);
    expect(screen.getByRole('heading', { name: TITLE })).toBeTruthy();
    expect(TITLE).toBe('Ook iets voor jou?');
    expect(screen.getByRole('status').textContent).toBe(LOADING);
    await settle();
    expect(fetchRemarketingVariants).toHaveBeenCalledWith(5);
    const cards = [...container.querySelectorAll('article')];
    expect(cards.map((card) => card.getAttribute('data-etl-variant-id'))).toEqual(['1', '2', '4', '5']);
    expect(cards.every((card) => card.classList.contains('product-card--small'))).toBe(true);
    // Click source 25 (remarketing); the small card's only button is the like button.
    expect(cards[0]!.getAttribute('data-etl-click-source')).toBe('25');
    expect([...cards[0]!.querySelectorAll('[data-etl-widget]')].map((e) => e.getAttribute('data-etl-widget'))).toEqual(['like-button']);
  });

  it('leaves the page when there is nothing to show', async () => {
    fetchRemarketingVariants.mockResolvedValue([makeVariant(3)]);
    const { container } = render(<RemarketingStrip limit={5} excludeVariantId={3} />);
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('leaves the page and tells the console when the call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchRemarketingVariants.mockRejectedValue(new Error('503'));
    const { container } = render(<RemarketingStrip limit={5} />);
    await settle();
    expect(container.innerHTML).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('remarketing-strip'), expect.any(Error));
  });
});
