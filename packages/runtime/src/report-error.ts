import { reportLater } from '@etalage/core';
import { schema } from './schema.js';

export type WidgetPhase = 'props' | 'load' | 'resume' | 'render' | 'unmount';

export interface WidgetErrorDetail {
  widget: string;
  phase: WidgetPhase;
  error: unknown;
  /** The offending attribute, for props errors. */
  attribute?: string;
}

/** `widget "like-button" on <button#id.etl-like>`: how every console message names a widget element (up to three classes). */
export const widgetLabel = (widget: string, element: Element) =>
  `widget "${widget}" on <${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].slice(0, 3).map((c) => `.${c}`).join('')}>`;

/**
 * A problem of the runtime that is not a widget's failure (an unknown name, a bad override, code that did not
 * load while the server's markup stays), through core's reporter: the `etalage:error` event on the element it
 * concerns (else the document) with `detail.area` "runtime", then `[etalage] <message>` unless canceled.
 */
export const reportRuntimeProblem = (message: string, details: unknown[], element?: Element): void =>
  reportLater({ area: 'runtime', error: details[0] }, message, details, element);

/**
 * Tells the page a widget failed: a cancelable, bubbling `etalage:error` event on the element,
 * logged to the console unless a listener calls preventDefault(). The element is marked
 * `data-etl-state="error"` at once; other widgets are untouched.
 */
export function reportWidgetError(element: Element, detail: WidgetErrorDetail): void {
  element.setAttribute(schema.stateAttribute, 'error');
  const label = widgetLabel(detail.widget, element);
  // A props error says all in its message (its error is the runtime's own); any other shows the widget's error.
  const props = detail.phase === 'props';
  reportLater(detail, props ? `${label}: ${(detail.error as Error).message}` : `${label} failed during ${detail.phase}:`, props ? [element] : [detail.error, element], element);
}
