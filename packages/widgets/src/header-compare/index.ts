import type { WidgetDefinition } from '@etalage/runtime';
import { headerCompareResume } from './resume.js';

/** `data-etl-widget="header-compare"`: the compare link of the header with its count. */
export const headerCompare: WidgetDefinition<Record<string, never>> = {
  name: 'header-compare',
  activation: 'eager',
  props: {},
  // Loaded with the other header buttons (chunk-groups/header-buttons.ts): they always appear together.
  resume: headerCompareResume,
  load: () => import('../chunk-groups/header-buttons.js').then((group) => ({ default: group.HeaderCompare })),
};
