import { createContext } from 'react';

/**
 * The id prefix of one widget root. Every widget is a React (preact) root of its own, and `useId` counts from zero
 * in each root, so two widgets on one page draw the same ids (a dialog's `aria-labelledby` then named it after
 * another widget's heading). Each root the runtime mounts provides a prefix of its own; widgets read it through
 * `useWidgetId()` (@etalage/widgets). Outside a root (a story, a test's own render) it is empty.
 */
export const WidgetIdPrefix = createContext('');

let roots = 0;

/** A prefix no other root of this page has: one per mounted root. */
export function nextWidgetIdPrefix(): string {
  roots += 1;
  return `etl${roots}-`;
}
