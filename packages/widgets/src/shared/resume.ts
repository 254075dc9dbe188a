import type { ResumeSpec } from '@etalage/runtime';
import type { EtalageState } from '@etalage/store';

/** A resume spec typed against the page's store (see `WidgetDefinition.resume` in @etalage/runtime). */
export type WidgetResume<Props> = ResumeSpec<Props, EtalageState>;

/**
 * A component's props as the runtime passes them: the props its definition gives a default are always there (the
 * component's own props leave them optional for React hosts, with the same defaults).
 */
export type WithDefaults<Props, Defaulted extends keyof Props> = Omit<Props, Defaulted> & Required<Pick<Props, Defaulted>>;

/** Starts a lazy store action without waiting; an offline chunk is tried again by the next caller. */
export function runInBackground(action: void | Promise<unknown>): void {
  if (action) action.catch(() => {});
}
