import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import CompareButton, { TOOLTIP_MS } from './compare-button.js';
import HeaderCompare from '../header-compare/header-compare.js';
import { createFakeServices } from '../shared/fake-api.js';
import { getStore } from '@etalage/store';
import { likeKey } from '@etalage/store/likes';
import { badgeText } from '../shared/count-badge.js';

let services: ReturnType<typeof createFakeServices>;
beforeEach(() => {
  services = createFakeServices();
  services.installStore();
  window.dataLayer = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('compare button', () => {
  it('adds and removes the variant with the tooltip, the link and the UI events', async () => {
    render(<CompareButton variantId={21} itemName="Fluwelen fauteuil" />);
    const button = screen.getByRole('button', { name: 'Vergelijk Fluwelen fauteuil' });
    await waitFor(() => expect(services.api.lookupLike).toHaveBeenCalledWith('comparison', 21));

    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Product toegevoegd aan vergelijking Vergelijking weergeven'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Vergelijking weergeven' }).getAttribute('href')).toBe('/compare-products');

    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Product verwijderd uit vergelijking Vergelijking weergeven'));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        { event: 'comparison_add', variant_id: 21 },
        { event: 'comparison_removed', variant_id: 21 },
      ]),
    );
  });

  it('keeps the tooltip while its link has the focus, and hides it when the focus leaves after the time is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<CompareButton variantId={22} itemName="Eiken bank" />);
    const button = screen.getByRole('button', { name: 'Vergelijk Eiken bank' });
    await waitFor(() => expect(services.api.lookupLike).toHaveBeenCalledWith('comparison', 22));
    fireEvent.click(button);
    const link = await screen.findByRole('link', { name: 'Vergelijking weergeven' });
    act(() => link.focus());
    act(() => vi.advanceTimersByTime(TOOLTIP_MS + 1000));
    expect(screen.getByRole('link', { name: 'Vergelijking weergeven' })).toBe(link);
    expect(document.activeElement).toBe(link);
    act(() => button.focus());
    expect(screen.queryByRole('link', { name: 'Vergelijking weergeven' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('hides the tooltip on a click or tap elsewhere, not on one inside it, nor when a finger only starts to scroll', async () => {
    render(
      <>
        <p>Elders op de pagina</p>
        <CompareButton variantId={25} itemName="Eiken tafel" />
      </>,
    );
    await waitFor(() => expect(services.api.lookupLike).toHaveBeenCalledWith('comparison', 25));
    fireEvent.click(screen.getByRole('button', { name: 'Vergelijk Eiken tafel' }));
    const link = await screen.findByRole('link', { name: 'Vergelijking weergeven' });
    fireEvent.click(screen.getByText('Product toegevoegd aan vergelijking'));
    fireEvent.pointerDown(screen.getByText('Elders op de pagina'));
    expect(screen.getByRole('link', { name: 'Vergelijking weergeven' })).toBe(link);
    fireEvent.click(screen.getByText('Elders op de pagina'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Vergelijking weergeven' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('hides the tooltip after its time when the focus is elsewhere', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<CompareButton variantId={23} itemName="Eiken kast" />);
    await waitFor(() => expect(services.api.lookupLike).toHaveBeenCalledWith('comparison', 23));
    fireEvent.click(screen.getByRole('button', { name: 'Vergelijk Eiken kast' }));
    await screen.findByRole('link', { name: 'Vergelijking weergeven' });
    act(() => vi.advanceTimersByTime(TOOLTIP_MS + 1));
    expect(screen.queryByRole('link', { name: 'Vergelijking weergeven' })).toBeNull();
  });

  it("moves its tooltip into the screen as it shows: the first card's on a phone started at x = -28 px", async () => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(390);
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(844);
    // The button at the right edge of a 16-189 px card; the 208 px tooltip right-aligned below it, once it has text.
    const rect = (x: number, y: number, width: number, height: number) => DOMRect.fromRect({ x, y, width, height });
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.classList.contains('etl-compare-button__button')) return rect(137, 70, 44, 44);
      if (this.classList.contains('etl-compare-button__tooltip') && this.textContent) return rect(-28, 120, 208, 80);
      return rect(0, 0, 0, 0);
    });
    render(<CompareButton variantId={24} itemName="Eiken stoel" />);
    await waitFor(() => expect(services.api.lookupLike).toHaveBeenCalledWith('comparison', 24));
    fireEvent.click(screen.getByRole('button', { name: 'Vergelijk Eiken stoel' }));
    await screen.findByRole('link', { name: 'Vergelijking weergeven' });
    const tooltip = screen.getByRole('status');
    expect(tooltip.style.getPropertyValue('--etl-tooltip-room')).toBe('374px');
    expect(tooltip.style.getPropertyValue('--etl-tooltip-x')).toBe('36px');
    expect(tooltip.style.getPropertyValue('--etl-tooltip-y')).toBe('0px');
  });

  it("shows one tooltip at a time: another card's compare click replaces it", async () => {
    render(<CompareButton variantId={25} itemName="Eiken tafel" />);
    render(<CompareButton variantId={26} itemName="Eiken kruk" />);
    await waitFor(() => expect(services.api.lookupLike).toHaveBeenCalledWith('comparison', 26));
    fireEvent.click(screen.getByRole('button', { name: 'Vergelijk Eiken tafel' }));
    await screen.findByRole('link', { name: 'Vergelijking weergeven' });
    fireEvent.click(screen.getByRole('button', { name: 'Vergelijk Eiken kruk' }));
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['', 'Product toegevoegd aan vergelijking Vergelijking weergeven']));
  });

  it('counts compared products in the header badge, at most 99', async () => {
    render(<HeaderCompare />);
    render(<CompareButton variantId={4} />);
    await waitFor(() => expect(services.api.lookupLike).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Vergelijk' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Vergelijken, 1 product' })).toBeTruthy());

    const many = Object.fromEntries(
      Array.from({ length: 120 }, (_, i) => [
        likeKey('comparison', 1000 + i),
        { itemType: 'comparison' as const, itemId: 1000 + i, liked: true, serverLiked: true, serverCount: 1, pending: false, unsynced: false },
      ]),
    );
    getStore().setState({ likes: { ...getStore().getState().likes, ...many } });
    const link = await screen.findByRole('link', { name: 'Vergelijken, 121 producten' });
    expect(link.querySelector('.etl-count-badge')!.textContent).toBe('99');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99');
    expect(badgeText(7)).toBe('7');
  });
});
