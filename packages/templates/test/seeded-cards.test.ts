import { describe, expect, it } from 'vitest';
import { seededCards } from './seeded-cards.js';

describe('the seeded cards the templates are compared on', () => {
  it('cover every variant of the seed, with the variety the card draws (vouchers, discounts, carousels, no image)', () => {
    const cards = seededCards();
    expect(cards.length).toBeGreaterThan(100);
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
    expect(cards.some((card) => card.voucher)).toBe(true);
    expect(cards.some((card) => card.price.priceBeforeDiscount !== null && card.price.priceBeforeDiscount > card.price.price)).toBe(true);
    expect(cards.some((card) => card.images.length >= 2)).toBe(true);
    expect(cards.some((card) => !card.active || !card.inStock)).toBe(true);
  });
});
