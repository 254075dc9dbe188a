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
  const where = `<${describeElement(element)}>`;
  const message =
    detail.phase === 'props'
      ? `[etalage] widget "${detail.widget}" on ${where}: ${String((detail.error as Error).message ?? detail.error)}`
      : `[etalage] widget "${detail.widget}" on ${where} failed during ${detail.phase}:`;
  if (detail.phase === 'props') console.error(message, element);
  else console.error(message, detail.error, element);
}
