import { activationStrategies, schema, type ActivationStrategy } from '../schema.js';
import { parseProps } from '../parse-props.js';
import { reportRuntimeProblem, reportWidgetError } from '../report-error.js';
import type { ElementRecord } from './element-record.js';
import type { Registry } from '../registry.js';

/** The element's activation: its own `data-etl-activate` when that names a strategy, else its widget type's. */
export function activationFor(element: Element, { definition }: ElementRecord): ActivationStrategy {
  // Read directly rather than through parseProps: every widget element on the page asks, most without the attribute.
  const own = element.getAttribute(schema.activateAttribute);
  if (own === null) return definition.activation;
  if ((activationStrategies as readonly string[]).includes(own)) return own as ActivationStrategy;
  reportRuntimeProblem('unknownActivation', element, definition.name, own, definition.activation);
  return definition.activation;
}

/** What was last reported per element, so that a removed and re-added element is not reported twice. */
export type Reported = WeakMap<Element, string>;
const isNewReport = (reported: Reported, element: Element, what: string) =>
  reported.get(element) !== what && Boolean(reported.set(element, what));

/**
 * The record of a widget element that just connected: waiting for its activation, or failed (its props do
 * not parse). Undefined while its type is unknown or may still come with the page-specific registry.
 */
export function recordFor(element: Element, registry: Registry, reported: Reported): ElementRecord | undefined {
  const name = element.getAttribute(schema.widgetAttribute) ?? '';
  const definition = registry.find(name);
  if (definition === 'pending') return undefined;
  if (!definition) {
    if (isNewReport(reported, element, name)) reportRuntimeProblem('unknownWidget', element, name, registry.names());
    return undefined;
  }
  const parsed = parseProps(element, definition.props);
  if (parsed.ok) {
    definition.preload?.(parsed.props);
    return { definition, props: parsed.props, state: 'waiting' };
  }
  const { attribute, message } = parsed.error;
  if (isNewReport(reported, element, message)) reportWidgetError(element, { widget: name, phase: 'props', attribute, error: new Error(message) });
  else element.setAttribute(schema.stateAttribute, 'error');
  return { definition, props: {}, state: 'error' };
}
