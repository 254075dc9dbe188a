import { useContext, useId } from 'react';
import { WidgetIdPrefix } from '@etalage/runtime/widget-id';

/**
 * `useId()` made unique on the page: prefixed with the id prefix of the widget's root (each widget is a root of its
 * own, and `useId` counts from zero in each, under React and preact alike). Use it instead of `useId`.
 */
export function useWidgetId(): string {
  return useContext(WidgetIdPrefix) + useId();
}
