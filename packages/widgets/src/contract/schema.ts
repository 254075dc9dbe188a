import type { PropSpec, WidgetDefinition } from '@etalage/runtime';
import { activationStrategies, propAttributeName, schema as runtimeSchema } from '@etalage/runtime/schema';
import { AttributeName } from '@etalage/runtime/attribute-names';
import { numberPattern } from './number-patterns.js';

/**
 * The markup contract as data: a JSON Schema (draft 2020-12) of one widget element, made from the widget
 * definitions, so that a template in any language can validate what it writes. An element is the object of its
 * attributes (name → text, as the DOM gives them: lower-case names; a boolean attribute's text is often "").
 */

export const CONTRACT_SCHEMA_ID = 'urn:etalage:markup-contract';
const DRAFT = 'https://json-schema.org/draft/2020-12/schema';

/** Where a prop's spec rides in the schema: the checker reads it to apply the runtime's own `parseProps`. */
export const PROP_KEYWORD = 'x-etalage-prop';
export const WIDGET_KEYWORD = 'x-etalage-widget';

export interface AttributeSchema {
  type?: 'string';
  const?: string;
  enum?: readonly string[];
  pattern?: string;
  contentMediaType?: 'application/json';
  default?: string;
  description?: string;
  $ref?: string;
  [PROP_KEYWORD]?: { name: string; spec: PropSpec };
}

export interface WidgetSchema {
  title: string;
  description: string;
  type: 'object';
  properties: Record<string, AttributeSchema>;
  required: string[];
  /** No `data-etl-*` attribute but the widget's own and the runtime's; any other attribute (class, id, aria-*). */
  propertyNames: { anyOf: [{ not: { pattern: string } }, { enum: string[] }] };
  [WIDGET_KEYWORD]: { activation: string; enhance: boolean; resumable: boolean };
}

export interface MarkupContract {
  $schema: string;
  $id: string;
  title: string;
  description: string;
  type: 'object';
  required: [typeof runtimeSchema.widgetAttribute];
  properties: { [runtimeSchema.widgetAttribute]: { enum: string[] } };
  allOf: { if: { properties: Record<string, { const: string }>; required: string[] }; then: { $ref: string } }[];
  $defs: Record<string, WidgetSchema | AttributeSchema | ModalOpenerSchema>;
}

/** Where the modal opener's schema sits in `$defs` (validate an opener against `<$id>#/$defs/modal.opener`). */
export const MODAL_OPENER_DEF = 'modal.opener';

/** An element that opens a modal on click (`data-etl-modal`), handled by the entry's one delegated listener. */
export interface ModalOpenerSchema {
  title: string;
  description: string;
  type: 'object';
  properties: Record<string, AttributeSchema>;
  required: string[];
}

/** The modal opener's attributes (docs/markup-contract.md#modal-openers); `names` are the modal host's modals. */
export function modalOpenerSchema(names: readonly string[]): ModalOpenerSchema {
  return {
    title: 'modal opener',
    description:
      `Any element with ${AttributeName.Modal} opens that modal on click (best a link to the page that does the same without JavaScript). Validate an opener element against this definition; widget elements may be openers too.`,
    type: 'object',
    properties: {
      [AttributeName.Modal]: { type: 'string', enum: [...names].sort(), description: 'The modal to open.' },
      [AttributeName.ModalProps]: { type: 'string', contentMediaType: 'application/json', description: "The modal's props: a JSON object." },
      [AttributeName.ModalOpener]: { type: 'string', description: 'The `modal_opener` of the `modal_open` event (default: the modal\'s name).' },
    },
    required: [AttributeName.Modal],
  };
}

/** The opener's attributes, allowed on a widget element too. */
const modalOpenerAttributes = Object.keys(modalOpenerSchema([]).properties);

/** The runtime's own attributes, allowed on every widget element. Shared definitions are keyed `runtime.*`, `number.*` (a widget name has no dot). */
const runtimeDefs = {
  'runtime.activate': {
    type: 'string',
    enum: activationStrategies,
    description: "Overrides the widget's activation for this element.",
  },
  'runtime.flag': { type: 'string', description: 'A marker: present or absent, its text is not read.' },
  'runtime.state': {
    type: 'string',
    enum: ['loading', 'mounted', 'error'],
    description: 'Set by the runtime in the browser (a saved page has it); a template does not write it.',
  },
} satisfies Record<string, AttributeSchema>;

const runtimeAttributes: Record<string, AttributeSchema> = {
  [AttributeName.Activate]: { $ref: '#/$defs/runtime.activate' },
  [AttributeName.Prerendered]: { $ref: '#/$defs/runtime.flag', description: "The content is the widget's own first render (@etalage/widgets/server writes it)." },
  [AttributeName.Clickable]: { $ref: '#/$defs/runtime.flag' },
  [AttributeName.State]: { $ref: '#/$defs/runtime.state' },
  // Set in the browser while the page runs (a held click, the star under the pointer, an open similar row).
  [AttributeName.Pending]: { $ref: '#/$defs/runtime.flag' },
  [AttributeName.Preview]: { type: 'string' },
  [AttributeName.SimilarOpen]: { $ref: '#/$defs/runtime.flag' },
};

/** A prop's type in words, as the docs and the schema's descriptions say it. */
export function propTypeWords(spec: PropSpec): string {
  switch (spec.type) {
    case 'string':
      return 'text';
    case 'number':
      return numberPattern(spec).words;
    case 'enum':
      return `one of ${spec.values.join(', ')}`;
    case 'boolean':
      return 'boolean: present (any text but "false") is true';
    case 'json':
      return 'JSON';
  }
}

/** A default as the attribute's text (what writing it out would mean), or undefined. */
export function defaultText(spec: PropSpec): string | undefined {
  if (spec.type === 'boolean' || !('default' in spec) || spec.default === undefined) return undefined;
  return spec.type === 'json' ? JSON.stringify(spec.default) : String(spec.default);
}

/** A prop's attribute; a number's pattern is shared in `$defs` (`numberDefs` collects them). */
export function attributeSchema(name: string, spec: PropSpec, numberDefs: Record<string, AttributeSchema> = {}): AttributeSchema {
  const base: AttributeSchema = {};
  if (spec.type === 'number') {
    const { key, pattern, words } = numberPattern(spec);
    numberDefs[key] = { type: 'string', pattern, description: `${words[0]!.toUpperCase()}${words.slice(1)}, as Number() reads it (spaces around it allowed).` };
    base.$ref = `#/$defs/${key}`;
  } else base.type = 'string';
  if (spec.type === 'enum') base.enum = spec.values;
  if (spec.type === 'json') base.contentMediaType = 'application/json';
  const fallback = defaultText(spec);
  if (fallback !== undefined) base.default = fallback;
  const required = spec.type !== 'boolean' && spec.required === true;
  base.description = `Prop \`${name}\`: ${propTypeWords(spec)}${required ? ', required' : ''}.`;
  base[PROP_KEYWORD] = { name, spec };
  return base;
}

export function widgetSchema(definition: WidgetDefinition, numberDefs: Record<string, AttributeSchema> = {}): WidgetSchema {
  const properties: Record<string, AttributeSchema> = { [runtimeSchema.widgetAttribute]: { const: definition.name } };
  const required: string[] = [runtimeSchema.widgetAttribute];
  for (const [name, spec] of Object.entries(definition.props)) {
    const attribute = propAttributeName(name);
    properties[attribute] = attributeSchema(name, spec, numberDefs);
    if (spec.type !== 'boolean' && spec.required) required.push(attribute);
  }
  Object.assign(properties, runtimeAttributes);
  return {
    title: definition.name,
    description: `The element of the ${definition.name} widget (activation: ${definition.activation}${definition.enhance ? ', an enhancer of its own HTML' : ''}).`,
    type: 'object',
    properties,
    required,
    propertyNames: { anyOf: [{ not: { pattern: `^${runtimeSchema.propAttributePrefix}` } }, { enum: [...Object.keys(properties), ...modalOpenerAttributes] }] },
    [WIDGET_KEYWORD]: { activation: definition.activation, enhance: definition.enhance === true, resumable: definition.resume !== undefined },
  };
}

/**
 * The schema of every widget element of the given definitions. A name listed twice (the partner registry's voucher
 * card is the storefront's, without its resume spec) must have the same props; the first one's wins.
 */
export function markupContract(definitions: readonly WidgetDefinition[], modalNames: readonly string[] = []): MarkupContract {
  const widgets = new Map<string, WidgetDefinition>();
  for (const definition of definitions) {
    const known = widgets.get(definition.name);
    if (known && JSON.stringify(known.props) !== JSON.stringify(definition.props)) {
      throw new Error(`markup contract: two definitions of "${definition.name}" with different props`);
    }
    if (!known) widgets.set(definition.name, definition);
  }
  const names = [...widgets.keys()].sort();
  const numberDefs: Record<string, AttributeSchema> = {};
  const widgetDefs = names.map((name) => [name, widgetSchema(widgets.get(name)!, numberDefs)] as const);
  // Without modal names (a registry of widgets only) there is no opener to describe.
  const openerDefs: MarkupContract['$defs'] = modalNames.length > 0 ? { [MODAL_OPENER_DEF]: modalOpenerSchema(modalNames) } : {};
  const $defs: MarkupContract['$defs'] = { ...runtimeDefs, ...numberDefs, ...openerDefs, ...Object.fromEntries(widgetDefs) };
  return {
    $schema: DRAFT,
    $id: CONTRACT_SCHEMA_ID,
    title: 'Etalage markup contract: one widget element',
    description:
      `The attributes of an element with ${runtimeSchema.widgetAttribute}, as an object of attribute name to text. Each widget allows its own ${runtimeSchema.propAttributePrefix}* props (see $defs) and the runtime's; any ${runtimeSchema.propAttributePrefix}* attribute besides those is an error, any other attribute is free. Number patterns accept what the runtime reads with Number(); JSON props (contentMediaType application/json) must parse. A modal opener (${AttributeName.Modal}) is checked against $defs/${MODAL_OPENER_DEF}. Generated from the widget and modal definitions of @etalage/widgets.`,
    type: 'object',
    required: [runtimeSchema.widgetAttribute],
    properties: { [runtimeSchema.widgetAttribute]: { enum: names } },
    allOf: names.map((name) => ({
      if: { properties: { [runtimeSchema.widgetAttribute]: { const: name } }, required: [runtimeSchema.widgetAttribute] },
      then: { $ref: `#/$defs/${name}` },
    })),
    $defs,
  };
}

/** The widget schemas of a contract, by name (the `runtime.*` definitions left out). */
export function contractWidgets(contract: MarkupContract): Map<string, WidgetSchema> {
  const widgets = new Map<string, WidgetSchema>();
  for (const name of contract.properties[runtimeSchema.widgetAttribute].enum) widgets.set(name, contract.$defs[name] as WidgetSchema);
  return widgets;
}
