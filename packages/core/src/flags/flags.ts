import { configureCache, GrowthBook, type Experiment, type InitResponse, type Result } from '@growthbook/growthbook';
import type { ExperimentEvent, ExperimentPayload } from '../api/types.js';
import { EXPERIMENT_VIEWED_EVENT, postExperimentEvent } from '../tracking/experiment-events.js';
import type { PageConfig } from '../config.js';

/**
 * The page config script's id (the runtime's `schema.configScriptId`), written out: a value imported from
 * config.ts would make that module a chunk shared by the entry and this one, one request more on every page.
 */
const PAGE_CONFIG_SCRIPT_ID = 'etalage-config';

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

/**
 * Remote evaluation and the live stream, as the page asks for them: the given config's switches, else the page's
 * config script's (the store's config leaves them out, see `PageConfig.featuresRemoteEval`). Only `true` turns remote
 * evaluation on; the stream is on unless it is `false` (spec §7, §9: the flags stay live over it).
 */
export function featureServiceSwitches(config: Pick<PageConfig, 'featuresRemoteEval' | 'featuresStreaming'>, doc = globalThis.document) {
  let page: Record<string, unknown> = {};
  try {
    page = JSON.parse(doc?.getElementById(PAGE_CONFIG_SCRIPT_ID)?.textContent || '{}') as Record<string, unknown>;
  } catch {
    // A broken config script was reported when the page booted; the switches stay off.
  }
  return {
    remoteEval: (config.featuresRemoteEval ?? page.featuresRemoteEval) === true,
    streaming: (config.featuresStreaming ?? page.featuresStreaming) !== false,
  };
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
  /** Evaluate on the server: POST {featuresHost}/api/eval/{clientKey}; defaults to the page config's `featuresRemoteEval`. */
  remoteEval?: boolean;
  /**
   * Keep features live over {featuresHost}/sub/{clientKey} (opened when the features answer carries
   * `x-sse-support: enabled`); on unless the page config's `featuresStreaming` is `false`.
   */
  streaming?: boolean;
  timeout?: number;
  /** Reports a viewed experiment; defaults to GET {apiHost}/api/v2/viewed-experiments?ex=… */
  reportViewedExperiment?: (ex: string) => Promise<void>;
  /** Sends an `experiment-event`; defaults to POST {apiHost}/api/v2/experiment-event by beacon. */
  sendExperimentEvent?: (event: ExperimentEvent) => void;
}

export interface FeatureFlags {
  isOn(key: string): boolean;
  value<T>(key: string, fallback: T): T;
  setAttributes(attributes: Record<string, unknown>): Promise<void>;
  /** The experiment payload of spec §3 (features, experiments, attributes). */
  experimentPayload(): ExperimentPayload;
  /** The experiments this page showed, as `viewed-experiments` takes them ('key:variation'). */
  viewedExperiments(): string[];
  /**
   * A conversion (a purchase click, a like, …): sent as an `experiment-event` with the experiments the page
   * showed, and not at all on a page that showed none.
   */
  reportConversion(name: string, params: Record<string, unknown>): void;
  /** How the first load went: from the network, the cache, or a timeout/error with defaults. */
  readonly initResult: InitResponse;
  destroy(): void;
}

/**
 * Loads the feature flags with GrowthBook (features from GET {featuresHost}/api/features/{clientKey}).
 * A failed fetch falls back to the cache or the defaults; it never throws into the page.
 */
export async function createFeatureFlags(options: FeatureFlagsOptions): Promise<FeatureFlags> {
  const { config } = options;
  const switches = featureServiceSwitches(config);
  const streaming = options.streaming ?? switches.streaming;
  // GrowthBook turns its module-wide background sync off for an instance without streaming and never back on.
  configureCache({ ...FEATURE_CACHE_SETTINGS, backgroundSync: streaming });
  const report = options.reportViewedExperiment ?? ((ex: string) => reportViewedByFetch(config.apiHost, ex));
  const reported = new Set<string>();
  /** Unlike `reported` (which forgets a failed report so that it is tried again), every experiment shown. */
  const viewed = new Set<string>();
  const sendEvent = options.sendExperimentEvent ?? ((event: ExperimentEvent) => postExperimentEvent(config.apiHost, event));

  const growthbook = new GrowthBook({
    // '' means this page's origin; GrowthBook would otherwise fall back to its own hosted service.
    apiHost: config.featuresHost || (typeof location === 'undefined' ? '' : location.origin),
    clientKey: config.featuresClientKey,
    remoteEval: options.remoteEval ?? switches.remoteEval,
    attributes: options.attributes ?? {},
    trackingCallback: (experiment: Experiment<unknown>, result: Result<unknown>) => {
      const ex = viewedExperimentField(experiment.key, result.variationId);
      if (!viewed.has(ex)) {
        viewed.add(ex);
        sendEvent({ name: EXPERIMENT_VIEWED_EVENT, params: { ex } });
      }
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
      streaming,
    });
  } catch (error) {
    initResult = { success: false, source: 'error', error: error instanceof Error ? error : new Error(String(error)) };
  }

  const reportConversion = (name: string, params: Record<string, unknown>) => {
    if (viewed.size > 0) sendEvent({ name, params: { ...params, experiments: [...viewed] } });
  };

  return {
    isOn: (key) => growthbook.isOn(key),
    value: <T>(key: string, fallback: T) => growthbook.getFeatureValue(key, fallback as never) as T,
    setAttributes: (attributes) => growthbook.setAttributes(attributes),
    experimentPayload: () => ({
      features: growthbook.getFeatures() as Record<string, unknown>,
      experiments: growthbook.getExperiments() as unknown[],
      attributes: growthbook.getAttributes(),
    }),
    viewedExperiments: () => [...viewed],
    reportConversion,
    initResult,
    destroy: () => growthbook.destroy(),
  };
}
