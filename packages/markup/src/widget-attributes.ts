import { propAttributeName, schema, type ActivationStrategy } from '@etalage/runtime/schema';
import { raw, escapeHtml, type RawHtml } from './html.js';

export type WidgetPropValue = string | number | boolean | null | undefined | object;

/**
 * The attributes that declare a widget, as a record for JSX (`<nav {...widgetProps('main-nav')}>`):
 * `data-etl-widget="name"` plus one `data-etl-{prop}` per prop (objects as JSON).
 */
export function widgetProps(name: string, props: Record<string, WidgetPropValue> = {}, activate?: ActivationStrategy): Record<string, string> {
  const attributes: Record<string, string> = { [schema.widgetAttribute]: name };
  for (const [prop, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    attributes[propAttributeName(prop)] = value === true ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  if (activate) attributes[schema.activateAttribute] = activate;
  return attributes;
}

/** Attributes as server HTML (`name="value"`, the values escaped). */
export function attributesHtml(attributes: Record<string, string>): RawHtml {
  return raw(
    Object.entries(attributes)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' '),
  );
}

/** `widgetProps` as attributes of a server-rendered element. */
export function widgetAttributes(name: string, props: Record<string, WidgetPropValue> = {}, activate?: ActivationStrategy): RawHtml {
  return attributesHtml(widgetProps(name, props, activate));
}
