import type { Cancel } from '../activation/index.js';
import type { MountedWidget } from '../mount-widget.js';
import type { WidgetDefinition } from '../types.js';

/**
 * Where a widget element is in its life, one state at a time:
 *
 *   waiting ─activation─▶ loading ─code─▶ live
 *      └─activation, prerendered─▶ resumed ─touch or store change─▶ waking ─code─▶ live
 *
 * `resumed` is live without its code (the server's markup is its first render); `waking` loads the code to
 * render over that markup (back to `resumed` if the code cannot be loaded). Any state may end in `error`.
 */
export type ElementState = 'waiting' | 'loading' | 'live' | 'resumed' | 'waking' | 'error';

export interface ElementRecord {
  definition: WidgetDefinition;
  props: Record<string, unknown>;
  state: ElementState;
  /** Cancels what the element waits for now: its activation, or the touch that wakes it. */
  cancel?: Cancel;
  /** The rendered or enhanced widget, to unmount when the element leaves. */
  mounted?: MountedWidget;
}

/** Live for the shopper: rendered, enhanced, or resumed from the server's markup. */
export const isLive = (record: ElementRecord): boolean =>
  record.state === 'live' || record.state === 'resumed' || record.state === 'waking';
