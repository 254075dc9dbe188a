import { reportProblem } from '@etalage/core';

/** The catch of a page-chrome job's lazy chunk: the page goes on without it. */
export const failed = (what: string) => (error: unknown) => reportProblem('page-chrome', `${what} did not load`, error);
