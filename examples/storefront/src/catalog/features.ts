/** Feature flags served GrowthBook-compatibly at `/api/features/{clientKey}` and read by the server's own cards. */
export const features = {
  /** 'Levering voor Kerstmis' shows when the days until 24 December are within this many days. */
  'christmas-delivery-threshold-days': { defaultValue: 30 },
  /** Header link 'Inspiratie' (shop-the-look project flag). */
  'shop-the-look': { defaultValue: true },
  'black-friday-campaign': { defaultValue: true },
  'ai-search': { defaultValue: true },
  /**
   * The storefront's one A/B test (experiment `similar-row-max-cards`): the similar row under a clicked card shows
   * all 12 similar products (variation 0) or 6 (variation 1), half of the visitors each, hashed on GrowthBook's
   * `id` attribute (the user id, or an anonymous id in local storage). The browser evaluates it and reports the
   * view once with `ex` = `similar-row-max-cards:0|1`.
   */
  'similar-row-max-cards': {
    defaultValue: 12,
    rules: [{ key: 'similar-row-max-cards', variations: [12, 6], weights: [0.5, 0.5], coverage: 1, hashAttribute: 'id' }],
  },
} as const;

export const featuresUpdatedAt = '2026-11-01T00:00:00.000Z';

export function christmasOption(now = new Date()) {
  return { thresholdDays: features['christmas-delivery-threshold-days'].defaultValue, now };
}
