import { defaultPageConfig, type PageConfig } from '@etalage/core';
import type { SliceCreator } from '../slice-creator.js';

export interface ConfigSlice {
  /** The page config the server emitted (hosts, project, feature client key). */
  config: PageConfig;
  setConfig: (config: PageConfig) => void;
}

export const createConfigSlice: SliceCreator<ConfigSlice> = (set) => ({
  config: defaultPageConfig,
  setConfig: (config) => set({ config }),
});
