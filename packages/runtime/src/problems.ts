import { reportLater } from '@etalage/core';
import { activationStrategies, schema, type ActivationStrategy } from './schema.js';
import type { WidgetErrorDetail } from './widget-error-detail.js';

/*
 * The runtime's console messages, loaded with its first problem (report-error.ts), so that a page without one never
 * loads their text. Each goes through core's reporter: the `etalage:error` event on the element it concerns (else
 * the document), then `[etalage] <message>` unless a listener canceled it.
 */

/** `widget "like-button" on <button#id.etl-like-button>`: how every message names a widget element (up to three classes). */
const widgetLabel = (widget: string, element: Element) =>
  `widget "${widget}" on <${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].slice(0, 3).map((c) => `.${c}`).join('')}>`;

/** A problem of the runtime that is not a widget's failure: `detail.area` "runtime". */
const runtimeProblem = (message: string, details: unknown[], element?: Element) =>
  reportLater({ area: 'runtime', error: details[0] }, message, details, element);

export function widgetFailed(element: Element, detail: WidgetErrorDetail): void {
  const label = widgetLabel(detail.widget, element);
  // A props error says all in its message (its error is the runtime's own); any other shows the widget's error.
  if (detail.phase === 'props') reportLater(detail, `${label}: ${(detail.error as Error).message}`, [element], element);
  else reportLater(detail, `${label} failed during ${detail.phase}:`, [detail.error, element], element);
}

export const unknownWidget = (element: Element, name: string, known: string[]) =>
  runtimeProblem(`unknown ${widgetLabel(name, element)}; known: ${known.join(', ')}`, [], element);

export const unknownActivation = (element: Element, widget: string, own: string, used: ActivationStrategy) =>
  runtimeProblem(`${widgetLabel(widget, element)}: ${schema.activateAttribute} must be one of ${activationStrategies.join(', ')}, got "${own}"; using "${used}"`, [], element);

export const codeNotLoaded = (element: Element, widget: string, error: unknown) =>
  runtimeProblem(`${widgetLabel(widget, element)} could not load its code:`, [error], element);

export const stopFailed = (widget: string, error: unknown) => runtimeProblem(`widget "${widget}": stop failed`, [error]);

export const configNotJson = (error: unknown) =>
  runtimeProblem(`the page config in <script id="${schema.configScriptId}"> is not valid JSON:`, [error]);

export const registryNotLoaded = (error: unknown) => runtimeProblem('the registry of page-specific widgets could not be loaded:', [error]);
