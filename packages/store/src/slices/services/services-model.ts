import type { ApiClient } from '@etalage/core/api';
import type { SessionClient } from '@etalage/core/api/session';
import type { SafeStorage } from '@etalage/core';
import type { FeatureFlags } from '@etalage/core/flags';

/**
 * Where slices get their services. The clients are imported lazily, so they are chunks of their own
 * and never part of the entry: `sessionApi` (likes and watchdog, what buttons on every page need, through fetch)
 * and
 * `api` (every call of spec §7, for lists and modals). Tests and stories pass their own client and storage.
 */
export interface ServicesSlice {
  api: () => Promise<ApiClient>;
  sessionApi: () => Promise<SessionClient>;
  /**
   * The feature flags (GrowthBook, a chunk of its own, loaded by the first widget that reads a flag). A failed
   * load falls back to the cache or the flags' defaults, so this never rejects for want of the network. Once loaded,
   * they receive the store's conversions (`reportConversion`); flags given in place of these (tests) do not.
   */
  flags: () => Promise<FeatureFlags>;
  /** A storage to use instead of the page's local storage (tests); actions fall back to `getStorage()`. */
  storageOverride: SafeStorage | null;
}

export interface ServiceOverrides {
  api?: ApiClient;
  storage?: SafeStorage;
  flags?: FeatureFlags;
}
