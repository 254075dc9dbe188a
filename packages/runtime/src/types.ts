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
 * The specs a widget's props allow: one per attribute-borne prop, named as the prop, of a kind that gives the
 * prop's type (a number prop is read as a number, a string or enum prop as text, a boolean as a flag, anything else
 * as JSON). A spec for a prop the component does not have, or of the wrong kind, does not type-check.
 */
export type PropSpecsFor<Props> = unknown extends Props
  ? PropSpecs
  : { [Key in keyof Props]?: PropSpecOf<NonNullable<Props[Key]>> };
type PropSpecOf<Value> = [Value] extends [boolean]
  ? Extract<PropSpec, { type: 'boolean' }>
  : [Value] extends [number]
    ? Extract<PropSpec, { type: 'number' }>
    : [Value] extends [string]
      ? Extract<PropSpec, { type: 'string' | 'enum' }>
      : Extract<PropSpec, { type: 'json' }>;

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
  props: PropSpecsFor<Props>;
  /** True when the module's default export is an `Enhancer` that keeps the element's own HTML. */
  enhance?: boolean;
  /**
   * One `import()` of the widget's chunk (`loadWithRetry` asks for it again under a new URL if it fails), or a
   * loader that picks the module from a chunk and retries that chunk's import itself with `loadWithRetry`.
   */
  load: () => Promise<WidgetModule<Props>>;
  /**
   * For widgets whose server fallback is their own first render (`@etalage/widgets/server` renders it from the
   * component and marks it `data-etl-prerendered`): the runtime mounts them without rendering, and renders
   * (hydrates the server's markup) only on the first touch or when `needsRender` says the store no longer
   * matches what the server drew. Its code sits in the entry, so it stays tiny.
   */
  resume?: ResumeSpec<Props>;
  /**
   * Starts requesting code an element of this type needs early, given its props, as the element connects (the
   * product page's watch button asks for its status on load: the watch actions). A request only: it runs inside
   * the runtime's connecting slice.
   */
  preload?: (props: Props) => void;
}

/** How a prerendered widget lives before it renders: see `WidgetDefinition.resume`. */
export interface ResumeSpec<Props, State = any> {
  /**
   * Work the widgets do on mount even when they do not render (a like lookup, say), for every element of
   * this type mounted in one burst at once: one call for 60 like buttons, not 60.
   */
  start?: (props: readonly Props[], state: State) => void;
  /** True once the store's state would make the widget look different from the server's markup. */
  needsRender?: (props: Props, state: State) => boolean;
  /**
   * The counterpart of `start`, for the elements of this type that left the page (a feed page removed): the
   * store can forget what only they needed, so a long session does not grow.
   */
  stop?: (props: readonly Props[], state: State) => void;
  /**
   * What a click on the widget does before its code has rendered it: the widget's own store action, run
   * inside the click (a like is made at once, even offline: it goes to the outbox). Without it, the click is
   * held back and replayed on the rendered widget.
   */
  click?: (props: Props, state: State) => void;
  /** A selector of an ancestor whose hover or focus also wakes the widget (the card around a watch button). */
  wakeScope?: string;
}

/** What the runtime needs of the page's store: read the state and hear about changes (zustand's vanilla API). */
export interface RuntimeStore {
  getState: () => unknown;
  subscribe: (listener: () => void) => () => void;
}
