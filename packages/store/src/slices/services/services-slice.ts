import type { SliceCreator } from '../slice-creator.js';
import { loadOnce } from '../load-once.js';
import { importSessionClient } from '../chunks.js';
import type { ConfigSlice } from '../config/config-slice.js';
import type { ConversionsSlice } from '../conversions/conversions-model.js';
import type { UserSlice } from '../user/user-slice.js';
import type { ServiceOverrides, ServicesSlice } from './services-model.js';

/**
 * The clients read the config slice (hosts, project); the flags also the user slice (the user id as an attribute).
 * The conversions' reporter starts here, beside the flags that replace it when they load.
 */
export function createServicesSlice(overrides: ServiceOverrides = {}): SliceCreator<ServicesSlice & ConversionsSlice, ConfigSlice & UserSlice> {
  return (set, get) => {
    const given = overrides.api && (async () => overrides.api!);
    return {
      api: given ?? loadOnce(() => import('@etalage/core/api'), ({ createApiClient }) => createApiClient(get().config)),
      sessionApi: given ?? loadOnce(importSessionClient, ({ createSessionClient }) => createSessionClient(get().config)),
      flags: overrides.flags ? async () => overrides.flags! : loadOnce(() => import('./load-flags.js'), ({ loadFlags }) => loadFlags(set, get)),
      storageOverride: overrides.storage ?? null,
      // The flags' reporter replaces it once they load.
      reportConversion: () => {},
    };
  };
}
