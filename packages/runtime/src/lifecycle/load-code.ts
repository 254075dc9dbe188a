import { loadWithRetry } from '@etalage/core/load-with-retry';
import type { MountedWidget } from '../mount-widget.js';
import type { Enhancer, WidgetDefinition } from '../types.js';

/** The component renderer (preact/compat on the storefront) is a chunk of its own: pages that only resume never load it. */
const loadRenderer = () => import('./render.js');

export type Renderer = Awaited<ReturnType<typeof loadRenderer>>;

/** A widget's code, with the renderer unless it is an enhancer (both cached by loadWithRetry). */
export const loadCode = (definition: WidgetDefinition) =>
  Promise.all([loadWithRetry(definition.load), definition.enhance ? null : loadWithRetry(loadRenderer)]);

export function enhanceElement(element: Element, enhancer: Enhancer<Record<string, unknown>>, props: Record<string, unknown>): MountedWidget {
  const cleanup = enhancer(element, props);
  return { unmount: () => cleanup?.() };
}
