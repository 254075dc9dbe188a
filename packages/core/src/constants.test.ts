import { describe, expect, it } from 'vitest';
import * as constants from './constants.js';

describe('business constants (spec §9)', () => {
  it('holds the spec values', () => {
    expect(constants.LOCALE).toBe('nl-NL');
    expect(constants.CURRENCY).toBe('EUR');
    expect(constants.MONEY_FRACTION_DIGITS).toBe(2);
    expect(constants.COUNT_FRACTION_DIGITS).toBe(0);
    expect(constants.BREAKPOINTS).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(constants.CARD_MAX_SLIDES).toBe(10);
    expect(constants.CARD_CAROUSEL_MIN_IMAGES).toBe(2);
    expect(constants.CARD_MAX_PARAMETERS).toBe(3);
    expect(constants.ROW_MAX_PARAMETERS).toBe(6);
    expect(constants.CHRISTMAS_DATE).toEqual({ month: 11, day: 24 });
    expect(constants.VOUCHER_COPIED_MS).toBe(2000);
    expect(constants.LIKE_BATCH_DELAY_MS).toBe(0);
    expect(constants.MANY_VARIANT_LIKES).toBe(3);
    expect(constants.CAROUSEL_AUTOPLAY_MS).toBe(5000);
    expect(constants.RESIZE_DEBOUNCE_MS).toBe(100);
    expect(constants.BUTTON_CHECK_DELAY_MS).toBe(500);
    expect(constants.SWIPER_SPACE_BETWEEN).toBe(8);
    expect(constants.HEADER_SCROLL_THRESHOLD_PX).toBe(80);
    expect(constants.PROMOTED_CATEGORIES_MAX).toBe(10);
    expect(constants.REMARKETING_VARIANTS_MAX).toBe(5);
    expect(constants.RECENTLY_VIEWED_MAX).toBe(5);
    expect(constants.SUGGESTION_GROUPS_MAX).toBe(10);
    expect(constants.MENU_CACHE_MS).toBe(3_600_000);
    expect(constants.APP_INSTALL_DISMISS_DAYS).toBe(30);
    expect(constants.SUBMENU_SAFE_AREA_MS).toBe(150);
  });

  it('caps the compare badge at 99', () => {
    expect(constants.capBadgeCount(7)).toBe(7);
    expect(constants.capBadgeCount(99)).toBe(99);
    expect(constants.capBadgeCount(250)).toBe(99);
  });

  it('uses swiper speed 400 ms, 0 with reduced motion', () => {
    expect(constants.swiperSpeed(false)).toBe(400);
    expect(constants.swiperSpeed(true)).toBe(0);
  });
});
