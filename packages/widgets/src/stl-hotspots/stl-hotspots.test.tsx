import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { StlSpot } from '@etalage/markup';
import StlHotspots from './stl-hotspots.js';
import { secondCurrencyOff, secondCurrencyOn, secondPriceTexts } from '../shared/second-price.fixtures.js';

const spots: StlSpot[] = [
  { variantId: 11, x: 0.2, y: 0.3, name: 'Bank Oslo', price: 499, detailUrl: '/product/11/bank-oslo', shopUrl: '/go/11/30', eshopName: 'Wonen.nl' },
  { variantId: 12, x: 0.8, y: 0.7, name: 'Lamp Bergen', price: 89.95, detailUrl: '/product/12/lamp-bergen', shopUrl: '/go/12/30', eshopName: 'Licht & Co' },
];

describe('stl-hotspots', () => {
  afterEach(() => {
    secondCurrencyOff();
    vi.restoreAllMocks();
  });

  it('places a button named after each product at its x, y', () => {
    render(<StlHotspots spots={spots} imageLabel="Woonkamer, foto 1" />);
    const button = screen.getByRole('button', { name: 'Lamp Bergen' });
    const spot = button.parentElement!;
    expect(spot.style.left).toBe('80%');
    expect(spot.style.top).toBe('70%');
    expect(screen.getByRole('group', { name: 'Producten op Woonkamer, foto 1' })).toBeTruthy();
  });

  it('opens the small card of a product and Escape closes it with the focus back on its button', () => {
    render(<StlHotspots spots={spots} />);
    const button = screen.getByRole('button', { name: 'Bank Oslo' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const card = screen.getByRole('group', { name: 'Bank Oslo' });
    expect(card.textContent).toContain('€');
    expect(card.textContent).toContain('499,00');
    expect(card.textContent).toContain('Bank Oslo bij Wonen.nl');
    expect(screen.getByRole('link', { name: /^Ga naar de shop/ }).getAttribute('href')).toBe('/go/11/30');
    expect(screen.getByRole('link', { name: 'Bank Oslo' }).getAttribute('href')).toBe('/product/11/bank-oslo');
    screen.getByRole('link', { name: 'Bank Oslo' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Bank Oslo' })).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves an open card into the screen: the rightmost card at 320 px stuck out 66.6 px on the left', () => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(320);
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(568);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return this.classList.contains('etl-stl-hotspots__card') ? DOMRect.fromRect({ x: -66.6, y: 268.2, width: 240, height: 144.6 }) : DOMRect.fromRect();
    });
    render(<StlHotspots spots={spots} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lamp Bergen' }));
    const card = screen.getByRole('group', { name: 'Lamp Bergen' });
    expect(card.style.getPropertyValue('--etl-stl-room')).toBe('304px');
    expect(card.style.getPropertyValue('--etl-stl-x')).toBe('75px');
    expect(card.style.getPropertyValue('--etl-stl-y')).toBe('0px');
  });

  it("shows the price in the page config's second currency too", () => {
    secondCurrencyOn();
    render(<StlHotspots spots={spots} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lamp Bergen' }));
    expect(secondPriceTexts(screen.getByRole('group', { name: 'Lamp Bergen' }))).toEqual(['Ongeveer ≈ US$ 97,15']);
  });

  it('shows one card at a time and closes it on a click elsewhere, not on a press that starts a scroll', () => {
    render(<StlHotspots spots={spots} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bank Oslo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lamp Bergen' }));
    expect(screen.queryByRole('group', { name: 'Bank Oslo' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Lamp Bergen' })).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('group', { name: 'Lamp Bergen' })).toBeTruthy();
    fireEvent.click(document.body);
    expect(screen.queryByRole('group', { name: 'Lamp Bergen' })).toBeNull();
  });
});
