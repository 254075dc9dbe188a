import type { ResumeSpec } from '@etalage/runtime';

/**
 * The resume spec of a prerendered widget with nothing to start and no store state that changes its look: the
 * runtime mounts the server's markup without the widget's code and renders it on the shopper's first touch (a
 * click or submit before the code arrived is held and replayed). A definition says `resume: resumeUntilTouched`;
 * without a `resume` the server's markup is only a fallback that the widget renders over when it activates.
 */
export const resumeUntilTouched: ResumeSpec<any> = {};
