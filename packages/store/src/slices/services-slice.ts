import type { ApiClient } from '@etalage/core/api';
import { getStorage, type SafeStorage } from '@etalage/core';
import type { EtalageSlice } from '../types.js';

/**
 * Where slices get their services. The API client (ky) is imported lazily, so it is a chunk of its own
 * and never part of the entry; tests and stories pass their own client and storage.
 */
export interface ServicesSlice {
  api: () => Promise<ApiClient>;
  storage: () => SafeStorage;
}

export interface ServiceOverrides {
  api?: ApiClient | (() => Promise<ApiClient>);
  storage?: SafeStorage;
}

export function createServicesSlice(overrides: ServiceOverrides = {}): EtalageSlice<ServicesSlice> {
  return (_set, get) => {
    let client: Promise<ApiClient> | undefined;
    const api =
      typeof overrides.api === 'function'
        ? overrides.api
        : overrides.api
          ? () => Promise.resolve(overrides.api as ApiClient)
          : () => (client ??= import('@etalage/core/api').then(({ createApiClient }) => createApiClient(get().config)));
    return {
      api,
      storage: () => overrides.storage ?? getStorage(),
    };
  };
}
