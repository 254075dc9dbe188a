import { GrowthBook } from '@growthbook/growthbook';
import { features } from './features.js';

type FeatureDefinition = { readonly defaultValue: unknown; readonly rules?: readonly unknown[] };
export type FeatureCatalog = Record<string, FeatureDefinition>;

/**
 * Remote evaluation (`POST /api/eval/{clientKey}`): the flags evaluated here for the visitor's attributes, so that
 * the page gets values, not rules. An experiment's value comes with its `tracks` (the experiment and the result), as
 * a GrowthBook proxy answers: the browser's SDK then still reports the view once.
 */
export function evaluateFeatures(attributes: Record<string, unknown>, catalog: FeatureCatalog = features): Record<string, FeatureDefinition> {
  return withGrowthBook(attributes, catalog, (growthbook) => {
    const evaluated: Record<string, FeatureDefinition> = {};
    for (const key of Object.keys(catalog)) {
      const result = growthbook.evalFeature(key);
      evaluated[key] =
        result.source === 'experiment' && result.experiment && result.experimentResult
          ? { defaultValue: result.value, rules: [{ force: result.value, tracks: [{ experiment: result.experiment, result: result.experimentResult }] }] }
          : { defaultValue: result.value };
    }
    return evaluated;
  });
}

/** A GrowthBook over the catalogue for these attributes, for the time of `use` (it holds no network or timers here). */
function withGrowthBook<T>(attributes: Record<string, unknown>, catalog: FeatureCatalog, use: (growthbook: GrowthBook) => T): T {
  const growthbook = new GrowthBook({ features: catalog as Record<string, never>, attributes });
  try {
    return use(growthbook);
  } finally {
    growthbook.destroy();
  }
}

/**
 * The attributes the server knows of a visitor, as the browser's flags name them (flagAttributes of @etalage/core):
 * a logged-in user's id; an anonymous visitor's id lives in the browser's storage, so the server evaluates without it.
 */
export function serverFlagAttributes(userId: number | undefined): Record<string, unknown> {
  return userId === undefined ? { loggedIn: false } : { id: String(userId), loggedIn: true };
}

/**
 * A flag as GrowthBook evaluates it for this visitor (its rules, not its default value), as the browser would.
 * Pages ask for one flag at a time: this evaluates that flag, not the whole catalogue.
 */
export function isFeatureOn(key: string, userId: number | undefined, catalog: FeatureCatalog = features): boolean {
  return withGrowthBook(serverFlagAttributes(userId), catalog, (growthbook) => growthbook.isOn(key));
}

/** The header's 'Inspiratie' link (spec §2): the shop-the-look flag as evaluated for this visitor. */
export function showsInspirationLink(userId: number | undefined, catalog: FeatureCatalog = features): boolean {
  return isFeatureOn('shop-the-look', userId, catalog);
}
