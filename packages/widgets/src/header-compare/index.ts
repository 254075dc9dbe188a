import type { WidgetDefinition } from '@etalage/runtime';
import { fromGroup, headerButtons } from '../chunk-groups/load.js';
import { headerCompareResume } from './resume.js';
import type { WidgetPlacement } from '../widget-placement.js';

/** `data-etl-widget="header-compare"`: the compare link of the header with its count. */
export const headerCompare: WidgetDefinition<Record<string, never>> = {
  name: 'header-compare',
  activation: 'eager',
  props: {},
  resume: headerCompareResume,
  load: fromGroup(headerButtons, 'HeaderCompare'),
};

export const placement: WidgetPlacement = { registry: 'every-page', group: 'header-buttons' };
