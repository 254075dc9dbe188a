/** The event by which every package tells the page about a problem. */
export const ERROR_EVENT = 'etalage:error';

/** The detail of an `etalage:error` event that is not a widget's failure. */
export interface ProblemDetail {
  /** Which package or part reports: "storage", "likes", "modal-host", "runtime". */
  area: string;
  /** The error or the offending value, when there is one. */
  error?: unknown;
  /** Set for a warning: something did not work, and the page goes on another way. */
  level?: 'warn';
}

/** The detail of a widget's failure: the runtime's `WidgetErrorDetail` (its widget, phase and error). */
export interface WidgetProblemDetail {
  widget: string;
  error: unknown;
}

/**
 * The one way a package writes to the console. Dispatches a cancelable, bubbling `etalage:error` event with
 * `detail` on `target` (a failing widget's element, else the document, or the service worker's scope); unless a
 * listener calls preventDefault(), logs `[etalage] <message>` and the details, so a developer can filter them.
 * Packages reach it through report-later.ts (`reportProblem`, `reportWarning`, `reportLater`), which loads it
 * with the first problem; the service worker, a script of its own, imports it directly.
 */
export function report(detail: ProblemDetail | WidgetProblemDetail, message: string, details: unknown[] = [], target?: EventTarget, level: 'error' | 'warn' = 'error'): void {
  const on = target ?? globalThis.document ?? globalThis;
  // Outside a browser (a server renderer) there is nobody to dispatch to: the message is logged.
  if (on.dispatchEvent?.(new CustomEvent(ERROR_EVENT, { bubbles: true, cancelable: true, detail })) !== false) {
    console[level](`[etalage] ${message}`, ...details);
  }
}
