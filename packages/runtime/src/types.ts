import type { ComponentType } from 'react';
import type { ActivationStrategy } from './schema.js';

/** How one prop is read from its `data-etl-{prop}` attribute. */
export type PropSpec =
  | { type: 'string'; required?: boolean; default?: string }
  | { type: 'number'; required?: boolean; default?: number; integer?: boolean; min?: number }
  | { type: 'boolean' }
  | { type: 'enum'; values: readonly string[]; required?: boolean; default?: string }
  | { type: 'json'; required?: boolean; default?: unknown };

export type PropSpecs = Record<string, PropSpec>;

/** A widget module: its default export is the component. */
export interface WidgetModule<Props> {
  default: ComponentType<Props>;
}

/**
 * Everything the runtime needs to know about a widget type. Small on purpose: it sits in the entry,
 * while the component itself is loaded by `load()` in a chunk of its own.
 */
export interface WidgetDefinition<Props = any> {
  /** The value of `data-etl-widget`, e.g. "voucher-card". */
  name: string;
  /** When to load and mount: now, when idle, when near the viewport, or on first interaction. */
  activation: ActivationStrategy;
  props: PropSpecs;
  load: () => Promise<WidgetModule<Props>>;
}
