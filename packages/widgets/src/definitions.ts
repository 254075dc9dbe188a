import type { WidgetDefinition } from '@etalage/runtime';
import { commonWidgetDefinitions } from './definitions-common.js';
import { pageWidgetDefinitions } from './definitions-pages.js';

export { commonWidgetDefinitions, pageWidgetDefinitions };

/** Every widget there is: the common ones of every page and the page-specific ones (no component code). */
export const widgetDefinitions: WidgetDefinition[] = [...commonWidgetDefinitions, ...pageWidgetDefinitions];
