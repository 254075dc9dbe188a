import type { WidgetDefinition } from '@etalage/runtime';

/** The list widgets of the user pages: favourites, comparison table, watched variants. */
export const listWidgetDefinitions: WidgetDefinition[] = [];
