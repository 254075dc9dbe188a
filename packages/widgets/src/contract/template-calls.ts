import type { PropSpec, WidgetDefinition } from '@etalage/runtime';
import { propAttributeName } from '@etalage/runtime/schema';
import { AttributeName } from '@etalage/runtime/attribute-names';

/**
 * The names of the Twig and Jinja2 macros of @etalage/templates (scripts/template-macros.ts writes the macros by
 * them), and a widget element's attributes as a call of its macro, for the docs: each widget's Storybook docs page
 * shows the Twig and the Jinja call that write its example's attributes.
 */

/** `itemId` → `item_id`; `like-button` → `like_button`: how both languages name their own functions' arguments. */
export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/-/g, '_');
export const widgetMacroName = (widget: string) => snakeCase(widget);
export const modalOpenerMacroName = (modal: string) => `open_${snakeCase(modal)}`;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** The attributes of the first element of `markup` that declares `widget`: name → text. */
function widgetElementAttributes(markup: string, widget: string): Map<string, string> | undefined {
  const startTag = new RegExp(`<[a-z][a-z0-9-]*(?:\\s+[^\\s=>]+(?:="[^"]*")?)*?\\s+${AttributeName.Widget}="${widget}"(?:\\s+[^\\s=>]+(?:="[^"]*")?)*\\s*/?>`, 'i').exec(markup);
  if (!startTag) return undefined;
  return new Map([...startTag[0].matchAll(/\s([^\s=>/]+)(?:="([^"]*)")?/g)].map((match) => [match[1]!, unescape(match[2] ?? '')]));
}

/** A prop's value as the runtime reads it from its attribute's text (numbers as numbers, JSON parsed). */
function propValue(spec: PropSpec, text: string): unknown {
  if (spec.type === 'boolean') return true;
  if (spec.type === 'number') return Number(text);
  if (spec.type === 'json') return JSON.parse(text) as unknown;
  return text;
}

type Literal = (value: unknown) => string;
const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** A value as a literal of the language: Twig writes null, Jinja none; both write true, false, lists and hashes alike. */
const literal = (nothing: string): Literal => {
  const write: Literal = (value) => {
    if (value === null || value === undefined) return nothing;
    if (typeof value === 'string') return quoted(value);
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (Array.isArray(value)) return `[${value.map(write).join(', ')}]`;
    return `{${Object.entries(value as object).map(([key, item]) => `${quoted(key)}: ${write(item)}`).join(', ')}}`;
  };
  return write;
};
const twigLiteral = literal('null');
const jinjaLiteral = literal('none');

export interface TemplateCalls {
  twig: string;
  jinja: string;
}

/**
 * The calls of the widget's Twig and Jinja macros that write the attributes of its element in `markup`: its props
 * in the order of the declaration, and its activation when the element overrides it. None when no element of it is there.
 */
export function templateCalls(definition: WidgetDefinition, markup: string): TemplateCalls | undefined {
  const attributes = widgetElementAttributes(markup, definition.name);
  if (!attributes) return undefined;
  const args: [string, unknown][] = Object.entries(definition.props as Record<string, PropSpec>).flatMap(([prop, spec]) => {
    const text = attributes.get(propAttributeName(prop));
    return text === undefined ? [] : [[snakeCase(prop), propValue(spec, text)] as [string, unknown]];
  });
  const activate = attributes.get(AttributeName.Activate);
  if (activate !== undefined) args.push(['activate', activate]);
  const macro = widgetMacroName(definition.name);
  if (args.length === 0) return { twig: `{{ etalage.${macro}() }}`, jinja: `{{ etalage.${macro}() }}` };
  return {
    twig: `{{ etalage.${macro}({${args.map(([name, value]) => `${name}: ${twigLiteral(value)}`).join(', ')}}) }}`,
    jinja: `{{ etalage.${macro}(${args.map(([name, value]) => `${name}=${jinjaLiteral(value)}`).join(', ')}) }}`,
  };
}
