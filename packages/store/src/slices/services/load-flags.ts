import { createFeatureFlags, flagAttributes, type FeatureFlags } from '@etalage/core/flags';
import type { GetState, SetState } from '../slice-creator.js';
import type { ConfigSlice } from '../config/config-slice.js';
import type { ConversionsSlice } from '../conversions/conversions-model.js';
import type { UserSlice } from '../user/user-slice.js';

/**
 * The page's feature flags (a chunk of its own, with GrowthBook), for the user the store knows; once loaded, their
 * reporter receives the store's conversions.
 */
export async function loadFlags(set: SetState<ConversionsSlice>, get: GetState<ConfigSlice & UserSlice>): Promise<FeatureFlags> {
  const flags = await createFeatureFlags({ config: get().config, attributes: flagAttributes(get().user?.id) });
  set({ reportConversion: flags.reportConversion });
  return flags;
}
