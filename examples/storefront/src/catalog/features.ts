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

/** When the catalogue last changed (GrowthBook's `dateUpdated`); `changeFeature` moves it. */
export let featuresUpdatedAt = '2026-11-01T00:00:00.000Z';

export type FeatureKey = keyof typeof features;
type Definition = { defaultValue: unknown; rules?: readonly unknown[] };

const shipped = structuredClone(features) as Record<FeatureKey, Definition>;
const listeners = new Set<() => void>();

/** Calls `listener` after every change of the catalogue (the feature stream tells the open pages); returns its removal. */
export function onFeaturesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Replaces a flag's definition while the server runs (the test hook's way to change a flag): the server's own
 * reads and the feature endpoints answer the new one, and the stream sends it to every open page. Without a
 * definition, the flag is as shipped again.
 */
export function changeFeature(key: FeatureKey, definition: Definition = shipped[key]): void {
  const flag = features[key] as Definition;
  delete flag.rules;
  Object.assign(flag, structuredClone(definition));
  featuresUpdatedAt = new Date().toISOString();
  for (const listener of listeners) listener();
}

export function christmasOption(now = new Date()) {
  return { thresholdDays: features['christmas-delivery-threshold-days'].defaultValue, now };
}
