import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { schema } from '@etalage/runtime/schema';
import { escapeHtml, raw, type RawHtml } from './html.js';
import { widgetAttributes, type WidgetPropValue } from './widget-attributes.js';

/**
 * A widget element whose content is the widget's own first render, made from the component itself.
 * `resumable` marks it prerendered: the runtime then mounts it without rendering (for widgets with a resume
 * spec). Without it the content is the widget's fallback, replaced by the same first render when it mounts.
 * Either way the page does not move when the script arrives.
 */
export function serverRenderedWidget<Props extends object>(
  className: string,
  name: string,
  Component: ComponentType<Props>,
  props: NoInfer<Props>,
  { resumable }: { resumable: boolean },
): RawHtml {
  const content = renderToStaticMarkup(createElement(Component, props));
  const prerendered = resumable ? ` ${schema.prerenderedAttribute}` : '';
  return raw(
    `<div class="${escapeHtml(className)}" ${widgetAttributes(name, props as Record<string, WidgetPropValue>).value}${prerendered}>${content}</div>`,
  );
}

/**
 * A prerendered widget: the runtime resumes the markup and hydrates it on the first touch (see
 * `serverRenderedWidget`).
 */
export function prerenderedWidget<Props extends object>(
  className: string,
  name: string,
  Component: ComponentType<Props>,
  props: NoInfer<Props>,
): RawHtml {
  return serverRenderedWidget(className, name, Component, props, { resumable: true });
}
