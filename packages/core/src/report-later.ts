import type { report } from './report.js';

/**
 * `report`, for the code of every page's first load (the runtime, the page config): the reporter's code loads with
 * the first problem, so a page without one never loads it, and the entry stays within its byte budget. The event
 * and the console message follow a moment later.
 */
export const reportLater = (...problem: Parameters<typeof report>): void =>
  void import('./report.js').then(({ report }) => report(...problem));
