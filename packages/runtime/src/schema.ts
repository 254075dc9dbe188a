/**
 * The markup contract in one place: every attribute name the runtime reads.
 * Server templates, the markup package and the runtime all take names from here,
 * so a rename is one edit (as Stimulus does with its schema object).
 */
export const schema = {
  /** Marks an element as a widget mount point: `data-etl-widget="voucher-card"`. */
  widgetAttribute: 'data-etl-widget',
  /** Prefix of the per-prop attributes: prop `valueType` is read from `data-etl-value-type`. */
  propAttributePrefix: 'data-etl-',
  /** Overrides the widget's activation strategy for one element. */
  activateAttribute: 'data-etl-activate',
  /** Set by the runtime while an element is mounted ("loading" | "mounted" | "error"), useful for CSS and tests. */
  stateAttribute: 'data-etl-state',
  /**
   * Marks a widget element whose content is the widget's own first render (written by `@etalage/widgets/server`):
   * the runtime may adopt that markup instead of rendering it again. Without it, the content is a fallback.
   */
  prerenderedAttribute: 'data-etl-prerendered',
  /**
   * Marks an area of a prerendered widget that acts like its button (the whole voucher card copies): a click
   * there before the widget rendered is held and replayed like a click on a button.
   */
  clickableAttribute: 'data-etl-clickable',
  /** The id of the `<script type="application/json">` that carries the page config. */
  configScriptId: 'etalage-config',
  /** The window property that holds the one runtime and its public API (a second copy of the script finds it). */
  globalName: 'Etalage',
  /** The name of the error event dispatched on a failing widget's element. */
  errorEventName: 'etalage:error',
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
