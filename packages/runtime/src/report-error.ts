import { reportProblem } from '@etalage/core';
import { loadWithRetry } from '@etalage/core/load-with-retry';
import { schema } from './schema.js';
import type { WidgetErrorDetail } from './widget-error-detail.js';

export type { WidgetErrorDetail, WidgetPhase } from './widget-error-detail.js';

type Problems = typeof import('./problems.js');
const importProblems = () => import('./problems.js');

/**
 * Reports one of the runtime's problems (problems.ts: the `etalage:error` event, then the console). Their messages
 * load with the first problem, so that the entry stays within its byte budget: the event and the message follow a
 * moment later (where their code cannot load, the problem is reported by its kind and arguments).
 */
export function reportRuntimeProblem<K extends keyof Problems>(kind: K, ...args: Parameters<Problems[K]>): void {
  void loadWithRetry(importProblems).then(
    (problems) => (problems[kind] as (...problem: typeof args) => void)(...args),
    () => reportProblem('runtime', kind, ...args),
  );
}

/**
 * Tells the page a widget failed: a cancelable, bubbling `etalage:error` event on the element,
 * logged to the console unless a listener calls preventDefault(). The element is marked
 * `data-etl-state="error"` at once; other widgets are untouched.
 */
export function reportWidgetError(element: Element, detail: WidgetErrorDetail): void {
  element.setAttribute(schema.stateAttribute, 'error');
  reportRuntimeProblem('widgetFailed', element, detail);
}
