import { notFound } from './errors.js';

/** The likes and watchdog services serve the Dutch site only. */
export const PROJECT = 'nl';

export function checkProject(project: string | undefined): void {
  if (project !== PROJECT) throw notFound('project', `unknown project "${project ?? ''}"`);
}
