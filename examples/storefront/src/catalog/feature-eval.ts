import { GrowthBook } from '@growthbook/growthbook';
import { features } from './features.js';

type FeatureDefinition = { defaultValue: unknown; rules?: unknown[] };

/**
 * Remote evaluation (`POST /api/eval/{clientKey}`): the flags evaluated here for the visitor's attributes, so that
 * the page gets values, not rules. An experiment's value comes with its `tracks` (the experiment and the result), as
 * a GrowthBook proxy answers: the browser's SDK then still reports the view once.
 */
export function evaluateFeatures(attributes: Record<string, unknown>): Record<string, FeatureDefinition> {
  const growthbook = new GrowthBook({ features: features as unknown as Record<string, never>, attributes });
  try {
    const evaluated: Record<string, FeatureDefinition> = {};
    for (const key of Object.keys(features)) {
      const result = growthbook.evalFeature(key);
      evaluated[key] =
        result.source === 'experiment' && result.experiment && result.experimentResult
          ? { defaultValue: result.value, rules: [{ force: result.value, tracks: [{ experiment: result.experiment, result: result.experimentResult }] }] }
          : { defaultValue: result.value };
    }
    return evaluated;
  } finally {
    growthbook.destroy();
  }
}
