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

/**
 * An enhancer adds behaviour to server HTML without rendering into it (the product card: seen tracking,
 * click-through events), like a Stimulus controller. It returns its cleanup.
 */
export type Enhancer<Props> = (element: Element, props: Props) => (() => void) | void;

/** A widget module: its default export is the component (or, for `enhance: true`, the enhancer). */
export interface WidgetModule<Props> {
  default: ComponentType<Props> | Enhancer<Props>;
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
  /** True when the module's default export is an `Enhancer` that keeps the element's own HTML. */
  enhance?: boolean;
  load: () => Promise<WidgetModule<Props>>;
}
