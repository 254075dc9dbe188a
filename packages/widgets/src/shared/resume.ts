import type { ResumeSpec } from '@etalage/runtime';
import type { EtalageState } from '@etalage/store';

/** A resume spec typed against the page's store (see `WidgetDefinition.resume` in @etalage/runtime). */
export type WidgetResume<Props> = ResumeSpec<Props, EtalageState>;

/** Starts a lazy store action without waiting; an offline chunk is tried again by the next caller. */
export function runInBackground(action: void | Promise<unknown>): void {
  if (action) action.catch(() => {});
}
