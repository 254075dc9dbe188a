import { AttributeName } from './attribute-names.js';

/**
 * The names the runtime reads at run time, in one object (as Stimulus does with its schema object): its attribute
 * names come from `AttributeName` (attribute-names.ts, every `data-etl-*` name), the rest are its own.
 */
export const schema = {
  /** Marks an element as a widget mount point: `data-etl-widget="voucher-card"`. */
  widgetAttribute: AttributeName.Widget,
  /** Prefix of the per-prop attributes: prop `valueType` is read from `data-etl-value-type`. */
  propAttributePrefix: AttributeName.PropPrefix,
  /** Overrides the widget's activation strategy for one element. */
  activateAttribute: AttributeName.Activate,
  /** Set by the runtime while an element is mounted ("loading" | "mounted" | "error"), useful for CSS and tests. */
  stateAttribute: AttributeName.State,
  /** Marks a widget element whose content is the widget's own first render: resumed rather than rendered. */
  prerenderedAttribute: AttributeName.Prerendered,
  /** Marks an area of a prerendered widget that acts like its button (a click there is held and replayed). */
  clickableAttribute: AttributeName.Clickable,
  /** The id of the `<script type="application/json">` that carries the page config. */
  configScriptId: 'etalage-config',
  /** The window property that holds the one runtime and its public API (a second copy of the script finds it). */
  globalName: 'Etalage',
} as const;

export type ActivationStrategy = 'eager' | 'idle' | 'visible' | 'interaction';
export const activationStrategies: readonly ActivationStrategy[] = ['eager', 'idle', 'visible', 'interaction'];

/** `valueType` → `value-type`: the attribute suffix of a prop. */
const attributeNames = new Map<string, string>();
export function propAttributeName(propName: string): string {
  let name = attributeNames.get(propName);
  if (name === undefined) {
    name = schema.propAttributePrefix + propName.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
    attributeNames.set(propName, name);
  }
  return name;
}

/*
 * The vocabulary widget definitions share, here beside the attribute names because it is part of the same
 * contract, and because a module of its own shared by the entry's definitions and the page registry would be a
 * chunk of its own that every page loads (0.1 KB more before any interaction).
 */

/** Attribute formats of many widgets: a database id (a whole number from 1), a text, a count from 0. */
export const requiredId = { type: 'number', integer: true, required: true, min: 1 } as const;
export const optionalText = { type: 'string' } as const;
export const count = { type: 'number', integer: true, min: 0, default: 0 } as const;

/**
 * The resume spec of a prerendered widget with nothing to start and no store state that changes its look: the
 * runtime mounts the server's markup without the widget's code and renders it on the shopper's first touch (a
 * click or submit before the code arrived is held and replayed). A definition says `resume: resumeUntilTouched`;
 * without a `resume` the server's markup is only a fallback that the widget renders over when it activates.
 */
export const resumeUntilTouched: Record<string, never> = {};

