import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { WidgetDefinition } from '@etalage/runtime';
import { schema } from '@etalage/runtime/schema';
import { escapeHtml, raw, widgetAttributes, type RawHtml, type WidgetPropValue } from '@etalage/markup';

/**
 * A widget element whose content is the widget's own first render, made from the component itself.
 * The runtime mounts it without rendering (it resumes the markup and hydrates it on the first touch), and
 * the page does not move when the script arrives: what the server drew is what the widget shows.
 * With `resume: false` the same first render is only a fallback: the widget renders when it activates
 * (a carousel that autoplays once it is in view).
 */
export function prerenderedWidget<Props extends object>(
  className: string,
  name: string,
  Component: ComponentType<Props>,
  props: NoInfer<Props>,
  options: { resume?: boolean } = {},
): RawHtml {
  const content = renderToStaticMarkup(createElement(Component, props));
  const marker = options.resume === false ? '' : ` ${schema.prerenderedAttribute}`;
  return raw(
    `<div class="${escapeHtml(className)}" ${widgetAttributes(name, props as Record<string, WidgetPropValue>).value}${marker}>${content}</div>`,
  );
}

/**
 * The server marks a widget it draws from its component as resumable when the widget's definition has a resume
 * spec (and `when` holds: an autoplaying carousel renders when it activates); otherwise its first render is only
 * the fallback that the widget renders over.
 */
export function resumeAsIn(definition: WidgetDefinition, when = true): { resume: boolean } {
  return { resume: when && definition.resume !== undefined };
}
