import { describe, expect, it } from 'vitest';
import { AVAILABILITY_TEXT, availabilityTags, daysUntilChristmas } from './availability.js';
import { formatDimension, mmToCm } from './dimensions.js';
import { formatCount, formatMoney, formatPercent, formatSecondPrice, secondPriceParts } from './number.js';
import { discountPercent, formatDiscount, formatInstallment } from './price.js';
import { formatStarRating, roundToHalfStars } from './rating.js';
import { formatRelativeTime, formatShippingDelay } from './relative-time.js';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('nl-NL numbers (spec §9)', () => {
  it('formats money in EUR with 2 fraction digits and counts with 0', () => {
    expect(nbsp(formatMoney(1234.5))).toBe('€ 1.234,50');
    expect(nbsp(formatMoney(3))).toBe('€ 3,00');
    expect(formatCount(12345.6)).toBe('12.346');
    expect(formatPercent(10)).toBe('10%');
  });

  it("writes a second-currency price as '≈ US$ 116,64', read 'Ongeveer' instead of the sign (spec §1)", () => {
    const usd = { code: 'USD', rate: 1.08 };
    expect(nbsp(formatSecondPrice(108, usd))).toBe('≈ US$ 116,64');
    const parts = secondPriceParts(108, usd);
    expect({ ...parts, amount: nbsp(parts.amount) }).toEqual({ spoken: 'Ongeveer ', sign: '≈ ', amount: 'US$ 116,64' });
  });

  it("writes the instalment text 'of {months} tijden van {amount}'", () => {
    expect(nbsp(formatInstallment(12, 41.58))).toBe('of 12 tijden van € 41,58');
  });
});

describe('discount, dimensions and rating (spec §5)', () => {
  it('rounds the discount percent down', () => {
    expect(discountPercent(100, 80)).toBe(20);
    expect(discountPercent(300, 229)).toBe(23); // 23.67
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(null, 10)).toBe(0);
    expect(formatDiscount(23.9)).toBe('-23%');
  });

  it('shows dimensions in cm: mm divided by 10', () => {
    expect(mmToCm(455)).toBe(45.5);
    expect(formatDimension({ from: 450, to: null })).toBe('45 cm');
    expect(formatDimension({ from: 455, to: 455 })).toBe('45,5 cm');
    expect(formatDimension({ from: 450, to: 600 })).toBe('45–60 cm');
    expect(formatDimension({ from: null, to: null })).toBeNull();
  });

  it('rounds the rating to half stars out of 5 and shows one decimal', () => {
    expect(roundToHalfStars(4.26)).toBe(4.5);
    expect(roundToHalfStars(4.24)).toBe(4);
    expect(roundToHalfStars(7)).toBe(5);
    expect(roundToHalfStars(87, 100)).toBe(4.5);
    expect(formatStarRating(4.26)).toBe('4,5');
    expect(formatStarRating(4)).toBe('4,0');
  });
});

describe('relative time (spec §9 units)', () => {
  const now = new Date('2026-06-15T12:00:00Z').getTime();
  it.each([
    [now + 2 * 365 * 86_400_000, 'over 2 jaar'],
    [now - 3 * 30 * 86_400_000, '3 maanden geleden'],
    [now + 14 * 86_400_000, 'over 2 weken'],
    [now + 3 * 86_400_000, 'over 3 dagen'],
    [now - 5 * 3_600_000, '5 uur geleden'],
    [now + 10 * 60_000, 'over 10 minuten'],
    [now - 30_000, '30 seconden geleden'],
  ])('formats %d as %s', (target, text) => {
    expect(formatRelativeTime(target, now)).toBe(text);
  });

  it('writes shipping delays in days or weeks', () => {
    expect(formatShippingDelay(3)).toBe('over 3 dagen');
    expect(formatShippingDelay(14)).toBe('over 2 weken');
  });
});

describe('availability tags (spec §4)', () => {
  const base = { active: true, inStock: false, deliveryInDays: 3, freeShipping: false };
  const texts = (...args: Parameters<typeof availabilityTags>) => availabilityTags(...args).map((tag) => tag.text);
  const december10 = new Date(2026, 11, 10);

  it("shows only 'Niet op voorraad' for an inactive variant", () => {
    expect(texts({ ...base, active: false, inStock: true, freeShipping: true })).toEqual(['Niet op voorraad']);
  });

  it("shows 'Levering voor Kerstmis' when 24 December is within the threshold and delivery fits", () => {
    expect(daysUntilChristmas(december10)).toBe(14);
    expect(texts({ ...base, inStock: true }, { now: december10, christmasThresholdDays: 14 })).toEqual(['Levering voor Kerstmis']);
    // Threshold not reached yet, or delivery too slow: the normal tags.
    expect(texts({ ...base, inStock: true }, { now: december10, christmasThresholdDays: 13 })).toEqual(['Op voorraad']);
    expect(texts({ ...base, deliveryInDays: 15 }, { now: december10, christmasThresholdDays: 20 })).toEqual([
      'Wordt verzonden over 2 weken',
    ]);
    expect(texts({ ...base, inStock: true }, { now: december10 })).toEqual(['Op voorraad']);
  });

  it("shows 'Op voorraad', 'Klaar om verzonden te worden' or 'Wordt verzonden' with a relative time", () => {
    expect(texts({ ...base, inStock: true })).toEqual(['Op voorraad']);
    expect(texts({ ...base, deliveryInDays: 0 })).toEqual(['Klaar om verzonden te worden']);
    expect(texts({ ...base, deliveryInDays: 3 })).toEqual(['Wordt verzonden over 3 dagen']);
  });

  it("adds 'Gratis bezorging' for free shipping", () => {
    expect(texts({ ...base, inStock: true, freeShipping: true })).toEqual(['Op voorraad', 'Gratis bezorging']);
    expect(AVAILABILITY_TEXT.freeShipping).toBe('Gratis bezorging');
  });
});
