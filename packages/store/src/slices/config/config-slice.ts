import { defaultPageConfig, type PageConfig } from '@etalage/core';
import type { SliceCreator } from '../slice-creator.js';

export interface ConfigSlice {
  /** The page config the server emitted (hosts, project, feature client key). */
  config: PageConfig;
  /** The keys given replace the defaults' (a React host may give only `apiHost`); the others are the defaults. */
  setConfig: (config: Partial<PageConfig>) => void;
}

export const createConfigSlice: SliceCreator<ConfigSlice> = (set) => ({
  config: defaultPageConfig,
  setConfig: (config) => set({ config: { ...defaultPageConfig, ...config } }),
});
