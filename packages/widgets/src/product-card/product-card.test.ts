import { afterEach, describe, expect, it, vi } from 'vitest';
import * as tracking from '@etalage/core/tracking';
import { cardDataFromVariant, renderProductCard } from '@etalage/markup/client';
import { getStore } from '@etalage/store';
import enhanceProductCard, { NO_CLICK_SOURCE } from './product-card.js';
import { closeSimilarRow, openSimilarCard } from '../similar-row/placement.js';
import { makeVariant } from '../shared/variant-tile.fixtures.js';

afterEach(() => {
  closeSimilarRow({ returnFocus: false });
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function cardElement(id: number): HTMLElement {
  const card = document.createElement('article');
  card.setAttribute('data-etl-widget', 'product-card');
  card.innerHTML = `<a class="shop" rel="nofollow" href="/go/${id}/1"><span>Ga naar de shop</span></a><a class="details" href="/product/v/${id}">Product details</a>`;
  document.body.append(card);
  return card;
}

describe('product-card enhancer', () => {
  it('sends the purchase click of the card whose shop link was clicked, and nothing for other links', () => {
    const sent = vi.spyOn(tracking, 'trackPurchaseClick').mockImplementation(() => {});
    const first = cardElement(11);
    const second = cardElement(12);
    enhanceProductCard(first, { variantId: 11, clickSource: 3, position: 1 });
    enhanceProductCard(second, { variantId: 12, clickSource: 3, position: 2 });
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation);

    second.querySelector<HTMLElement>('.shop span')!.click();
    first.querySelector<HTMLElement>('.details')!.click();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ variant_id: 12, click_source: 3, position: 2 });
    document.removeEventListener('click', stopNavigation);
  });

  it("reports the purchase click as a conversion to the page's store (which hands it to the flags once loaded)", () => {
    vi.spyOn(tracking, 'trackPurchaseClick').mockImplementation(() => {});
    const conversion = vi.fn();
    const store = getStore();
    const before = store.getState().reportConversion;
    store.setState({ reportConversion: conversion });
    try {
      const card = cardElement(13);
      enhanceProductCard(card, { variantId: 13, clickSource: 4, position: 1 });
      card.addEventListener('click', (event) => event.preventDefault());
      card.querySelector<HTMLElement>('.shop')!.click();
      expect(conversion.mock.calls).toEqual([['purchase_click', { variant_id: 13, click_source: 4 }]]);
    } finally {
      store.setState({ reportConversion: before });
    }
  });

  it('forgets a card after its cleanup', () => {
    const sent = vi.spyOn(tracking, 'trackPurchaseClick').mockImplementation(() => {});
    const card = cardElement(21);
    const cleanup = enhanceProductCard(card, { variantId: 21, clickSource: 5 });
    cleanup?.();
    card.addEventListener('click', (event) => event.preventDefault());
    card.querySelector<HTMLElement>('.shop')!.click();
    expect(sent).not.toHaveBeenCalled();
  });

  it('requires a click source (spec §8)', () => {
    expect(() => enhanceProductCard(cardElement(31), { variantId: 31 })).toThrow(NO_CLICK_SOURCE);
  });

  it("opens and closes the similar row from the keyboard: the card's 'Vergelijkbare producten' button, aria-expanded", async () => {
    const grid = document.createElement('div');
    grid.style.display = 'grid';
    const variant = makeVariant(41);
    const template = document.createElement('template');
    template.innerHTML = renderProductCard(cardDataFromVariant(variant), { clickSource: 1, position: 1 }).value;
    grid.append(template.content);
    document.body.append(grid);
    const card = grid.querySelector<HTMLElement>('article')!;
    enhanceProductCard(card, { variantId: 41, clickSource: 1, position: 1 });

    const toggle = card.querySelector<HTMLButtonElement>('button.pc-similar-toggle')!;
    expect(toggle.textContent).toBe(`Vergelijkbare producten als ${variant.name}`);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    toggle.click(); // what Enter and Space do on a button
    await vi.waitFor(() => expect(openSimilarCard()).toBe(card));
    expect(card.nextElementSibling?.getAttribute('data-etl-widget')).toBe('similar-row');
    expect(card.nextElementSibling?.getAttribute('data-etl-item-name')).toBe(variant.name);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(toggle);

    // Pressed again, it closes the row; focus stays on it.
    toggle.click();
    await vi.waitFor(() => expect(openSimilarCard()).toBeNull());
    expect(grid.querySelector('[data-etl-widget="similar-row"]')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
