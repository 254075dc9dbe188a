import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { schema } from '@etalage/runtime/schema';
import { escapeHtml, raw, type RawHtml } from './html.js';
import { widgetAttributes, type WidgetPropValue } from './widget-attributes.js';

/**
 * A widget element whose content is the widget's own first render, made from the component itself.
 * The runtime mounts it without rendering (it resumes the markup and hydrates it on the first touch), and
 * the page does not move when the script arrives: what the server drew is what the widget shows.
 */
export function prerenderedWidget<Props extends object>(
  className: string,
  name: string,
  Component: ComponentType<Props>,
  props: NoInfer<Props>,
): RawHtml {
  return firstRender(className, name, Component, props, ` ${schema.prerenderedAttribute}`);
}

/**
 * A widget element whose fallback is the widget's first render (a loading state, say), not marked as
 * prerendered: the runtime renders the widget over it, and the page keeps its height meanwhile.
 */
export function widgetWithFirstRenderFallback<Props extends object>(
  className: string,
  name: string,
  Component: ComponentType<Props>,
  props: NoInfer<Props>,
): RawHtml {
  return firstRender(className, name, Component, props, '');
}

function firstRender<Props extends object>(className: string, name: string, Component: ComponentType<Props>, props: Props, marker: string): RawHtml {
  const content = renderToStaticMarkup(createElement(Component, props));
  return raw(`<div class="${escapeHtml(className)}" ${widgetAttributes(name, props as Record<string, WidgetPropValue>).value}${marker}>${content}</div>`);
}
