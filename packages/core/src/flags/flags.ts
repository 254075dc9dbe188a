import { configureCache, GrowthBook, type Experiment, type InitResponse, type Result } from '@growthbook/growthbook';
import type { ExperimentPayload } from '../api/types.js';
import type { PageConfig } from '../config.js';

/**
 * Feature cache of spec §9: stale after 1 minute, max age 4 hours, 10 entries, idle stream
 * closed after 20 s. GrowthBook's cache settings are module-wide, so they are set once here.
 * The cache key carries our storage prefix.
 */
export const FEATURE_CACHE_SETTINGS = {
  staleTTL: 60_000,
  maxAge: 4 * 60 * 60_000,
  maxEntries: 10,
  idleStreamInterval: 20_000,
  cacheKey: 'etalage:features',
} as const;

export { FLAG_KEYS } from './keys.js';

/** Default wait for the first feature payload before the page goes on with defaults or the cache. */
export const FEATURE_INIT_TIMEOUT_MS = 2000;

/** The `ex` field of a viewed experiment: experiment id and variation id joined (spec §7). */
export function viewedExperimentField(experimentKey: string, variationId: number | string): string {
  return `${experimentKey}:${variationId}`;
}

async function reportViewedByFetch(apiHost: string, ex: string): Promise<void> {
  const response = await fetch(`${apiHost}/api/v2/viewed-experiments?${new URLSearchParams({ ex })}`, {
    credentials: 'include',
    keepalive: true,
  });
  if (!response.ok) throw new Error(`Viewed experiment report failed with status ${response.status}`);
}

/** localStorage key of the anonymous visitor's experiment id. */
export const FLAG_ID_KEY = 'etalage:flags-id';

/**
 * The id experiments hash on (GrowthBook's `id` attribute): the user's id when logged in, otherwise a random id
 * kept in local storage, so a visitor stays in one variation across pages. Without storage it lives for the page.
 */
export function flagAttributes(userId: number | string | null | undefined): Record<string, unknown> {
  if (userId !== null && userId !== undefined) return { id: String(userId), loggedIn: true };
  let id: string | null = null;
  try {
    id = localStorage.getItem(FLAG_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(FLAG_ID_KEY, id);
    }
  } catch {
    id ??= Math.random().toString(36).slice(2);
  }
  return { id, loggedIn: false };
}

export interface FeatureFlagsOptions {
  config: PageConfig;
  /** Targeting attributes, e.g. { id, loggedIn, deviceType }. */
  attributes?: Record<string, unknown>;
  /** Evaluate on the server: POST {featuresHost}/api/eval/{clientKey}. */
  remoteEval?: boolean;
  /** Keep features live over {featuresHost}/sub/{clientKey}. */
  streaming?: boolean;
  timeout?: number;
  /** Reports a viewed experiment; defaults to GET {apiHost}/api/v2/viewed-experiments?ex=… */
  reportViewedExperiment?: (ex: string) => Promise<void>;
}

export interface FeatureFlags {
  isOn(key: string): boolean;
  value<T>(key: string, fallback: T): T;
  setAttributes(attributes: Record<string, unknown>): Promise<void>;
  /** The experiment payload of spec §3 (features, experiments, attributes). */
  experimentPayload(): ExperimentPayload;
  /** How the first load went: from the network, the cache, or a timeout/error with defaults. */
  readonly initResult: InitResponse;
  destroy(): void;
}

/**
 * Loads the feature flags with GrowthBook (features from GET {featuresHost}/api/features/{clientKey}).
 * A failed fetch falls back to the cache or the defaults; it never throws into the page.
 */
export async function createFeatureFlags(options: FeatureFlagsOptions): Promise<FeatureFlags> {
  configureCache(FEATURE_CACHE_SETTINGS);
  const { config } = options;
  const report = options.reportViewedExperiment ?? ((ex: string) => reportViewedByFetch(config.apiHost, ex));
  const reported = new Set<string>();

  const growthbook = new GrowthBook({
    // '' means this page's origin; GrowthBook would otherwise fall back to its own hosted service.
    apiHost: config.featuresHost || (typeof location === 'undefined' ? '' : location.origin),
    clientKey: config.featuresClientKey,
    remoteEval: options.remoteEval ?? false,
    attributes: options.attributes ?? {},
    trackingCallback: (experiment: Experiment<unknown>, result: Result<unknown>) => {
      const ex = viewedExperimentField(experiment.key, result.variationId);
      if (reported.has(ex)) return; // once per page
      reported.add(ex);
      report(ex).catch(() => {
        reported.delete(ex); // minor failure: swallowed, may be reported again
      });
    },
  });

  let initResult: InitResponse;
  try {
    initResult = await growthbook.init({
      timeout: options.timeout ?? FEATURE_INIT_TIMEOUT_MS,
      streaming: options.streaming ?? false,
    });
  } catch (error) {
    initResult = { success: false, source: 'error', error: error instanceof Error ? error : new Error(String(error)) };
  }

  return {
    isOn: (key) => growthbook.isOn(key),
    value: <T>(key: string, fallback: T) => growthbook.getFeatureValue(key, fallback as never) as T,
    setAttributes: (attributes) => growthbook.setAttributes(attributes),
    experimentPayload: () => ({
      features: growthbook.getFeatures() as Record<string, unknown>,
      experiments: growthbook.getExperiments() as unknown[],
      attributes: growthbook.getAttributes(),
    }),
    initResult,
    destroy: () => growthbook.destroy(),
  };
}
