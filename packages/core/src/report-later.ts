import type { report } from './report.js';

/**
 * How every package reports a problem. The reporter's code (report.ts) loads with the first problem, so that a page
 * without one never loads it and the entry and a listing page stay within their byte budgets: the `etalage:error`
 * event and the console message follow a moment later.
 */
export const reportLater = (...problem: Parameters<typeof report>): void =>
  void import('./report.js').then(
    ({ report }) => report(...problem),
    // The reporter's code did not load (offline, a deploy in between): the message still reaches the console,
    // without the event. (No retry: loadWithRetry imported here leaves the store's chunk for a file of its own,
    // about 0.1 KB more on the entry and on a listing, over their budgets.)
    () => console.error(`[etalage] ${problem[1]}`),
  );

/** A problem without a widget element: `[etalage] <area>: <message>`, the event on the document. */
export const reportProblem = (area: string, message: string, ...details: unknown[]): void =>
  reportLater({ area, error: details[0] }, `${area}: ${message}`, details);

/** The same for a warning: the page goes on another way (the console shows it as a warning). */
export const reportWarning = (area: string, message: string, ...details: unknown[]): void =>
  reportLater({ area, error: details[0], level: 'warn' }, `${area}: ${message}`, details, undefined, 'warn');
