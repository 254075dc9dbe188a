/**
 * Business constants and limits of spec §9, in one place so widgets never repeat a number.
 *
 * Numbers and texts come first, objects and functions after them: the bundler writes a top-level constant into the
 * code that uses it only while every statement before it in its module is such a constant too, so that a widget's
 * chunk carries the number itself instead of an import of this module.
 */
export const LOCALE = 'nl-NL';
export const CURRENCY = 'EUR';
export const MONEY_FRACTION_DIGITS = 2;
export const COUNT_FRACTION_DIGITS = 0;

export const CARD_MAX_SLIDES = 10;
/** A carousel shows from this many images on. */
export const CARD_CAROUSEL_MIN_IMAGES = 2;
export const CARD_MAX_PARAMETERS = 3;
export const ROW_MAX_PARAMETERS = 6;

export const VOUCHER_COPIED_MS = 2000;
export const LIKE_BATCH_DELAY_MS = 0;
/** Three or more stored variant likes raise a flag (spec §4). */
export const MANY_VARIANT_LIKES = 3;

export const CAROUSEL_AUTOPLAY_MS = 5000;
export const RESIZE_DEBOUNCE_MS = 100;
export const BUTTON_CHECK_DELAY_MS = 500;
export const SWIPER_SPEED_MS = 400;
export const SWIPER_SPEED_REDUCED_MOTION_MS = 0;
export const SWIPER_SPACE_BETWEEN = 8;

export const HEADER_SCROLL_THRESHOLD_PX = 80;
export const COMPARE_BADGE_CAP = 99;
export const PROMOTED_CATEGORIES_MAX = 10;
export const REMARKETING_VARIANTS_MAX = 5;
export const RECENTLY_VIEWED_MAX = 5;
export const SUGGESTION_GROUPS_MAX = 10;

/** One hour. */
export const MENU_CACHE_MS = 3_600_000;
export const APP_INSTALL_DISMISS_DAYS = 30;
export const SUBMENU_SAFE_AREA_MS = 150;

export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** 24 December (month is 0-based, as in Date). */
export const CHRISTMAS_DATE = { month: 11, day: 24 } as const;

/** Spec §3: the labels of the admin-mode optimization types. */
export const OPTIMIZATION_LABELS = { automatic: 'APO', manual: 'MPO', stableRank: 'RPO' } as const;

/** The compare badge shows at most 99 (spec §2). */
export function capBadgeCount(count: number): number {
  return Math.min(Math.max(0, Math.floor(count)), COMPARE_BADGE_CAP);
}

/** Swiper transition speed: none for shoppers who ask for reduced motion. */
export function swiperSpeed(reducedMotion: boolean): number {
  return reducedMotion ? SWIPER_SPEED_REDUCED_MOTION_MS : SWIPER_SPEED_MS;
}
