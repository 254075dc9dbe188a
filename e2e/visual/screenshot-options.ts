/**
 * How every visual screenshot is taken (the `visual` project's `toHaveScreenshot` options, and the byte-for-byte
 * check before them in `expectScreenshot`): animations finished (infinite ones cancelled), no caret, CSS pixels.
 */
export const SCREENSHOT = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/** Per pixel, the default YIQ distance (anti-aliasing noise passes); per image, at most 0.1 % of its pixels. */
export const TOLERANCE = { threshold: 0.2, maxDiffPixelRatio: 0.001 } as const;
