import { propAttributeName, schema, type ActivationStrategy } from '@etalage/runtime/schema';
import { raw, escapeHtml, type RawHtml } from './html.js';

export type WidgetPropValue = string | number | boolean | null | undefined | object;

/**
 * The attributes that declare a widget on a server-rendered element:
 * `data-etl-widget="name"` plus one `data-etl-{prop}` per prop (objects as JSON).
 */
export function widgetAttributes(
  name: string,
  props: Record<string, WidgetPropValue> = {},
  activate?: ActivationStrategy,
): RawHtml {
  const parts = [`${schema.widgetAttribute}="${escapeHtml(name)}"`];
  for (const [prop, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    const text = value === true ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    parts.push(`${propAttributeName(prop)}="${escapeHtml(text)}"`);
  }
  if (activate) parts.push(`${schema.activateAttribute}="${activate}"`);
  return raw(parts.join(' '));
}
