import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightSegments } from '../search/query.js';
import { discountPercent } from './price.js';
import { roundToHalfStars } from './rating.js';

describe('properties', () => {
  it('a discount percent is a whole number from 0 to 100, never above the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (beforeCents, priceCents) => {
        const percent = discountPercent(beforeCents / 100, priceCents / 100);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        if (priceCents < beforeCents) expect(percent).toBeLessThanOrEqual((1 - priceCents / beforeCents) * 100 + 1e-6);
      }),
    );
  });

  it('a rounded rating is a half step from 0 to 5, at most a quarter star off', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (rating) => {
        const rounded = roundToHalfStars(rating);
        expect(Number.isInteger(rounded * 2)).toBe(true);
        expect(Math.abs(rounded - rating)).toBeLessThanOrEqual(0.25 + 1e-9);
      }),
    );
  });

  it('highlight segments always join back to the original text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 4 }), (text, query) => {
        const segments = highlightSegments(text, query);
        expect(segments.map((segment) => segment.text).join('')).toBe(text);
      }),
    );
  });
});
