import { schema } from './schema.js';

export type WidgetPhase = 'props' | 'load' | 'resume' | 'render' | 'unmount';

export interface WidgetErrorDetail {
  widget: string;
  phase: WidgetPhase;
  error: unknown;
  /** The offending attribute, for props errors. */
  attribute?: string;
}

/** A short, findable description of an element for console messages: `div#id.class1.class2`. */
export function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = [...element.classList].slice(0, 3).map((c) => `.${c}`).join('');
  return `${element.tagName.toLowerCase()}${id}${classes}`;
}

/** `widget "like-button" on <button.etl-like>`: how every console message names a widget element. */
export const widgetLabel = (widget: string, element: Element) => `widget "${widget}" on <${describeElement(element)}>`;

/**
 * The one way the runtime writes to the console: every message starts with `[etalage]`, so a developer can
 * filter them. For problems that are not a widget's failure (an unknown name, a bad override, code that did
 * not load while the server's markup stays); a widget's failure goes through `reportWidgetError`.
 */
export function reportProblem(message: string, ...details: unknown[]): void {
  console.error(`[etalage] ${message}`, ...details);
}

/**
 * Tells the page a widget failed: a cancelable, bubbling `etalage:error` event on the element,
 * logged to the console unless a listener calls preventDefault(). The element is marked
 * `data-etl-state="error"`; other widgets are untouched.
 */
export function reportWidgetError(element: Element, detail: WidgetErrorDetail): void {
  element.setAttribute(schema.stateAttribute, 'error');
  const event = new CustomEvent<WidgetErrorDetail>(schema.errorEventName, { bubbles: true, cancelable: true, detail });
  const notCanceled = element.dispatchEvent(event);
  if (!notCanceled) return;
  const label = widgetLabel(detail.widget, element);
  if (detail.phase === 'props') reportProblem(`${label}: ${String((detail.error as Error).message ?? detail.error)}`, element);
  else reportProblem(`${label} failed during ${detail.phase}:`, detail.error, element);
}
