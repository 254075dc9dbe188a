import { mountWidget, type MountedWidget } from '../mount-widget.js';
import { AttributeName } from '../attribute-names.js';
import type { ComponentType } from 'react';
import type { WidgetPhase } from '../report-error.js';
import type { HeldClick } from '../resume/held-clicks.js';
import type { ElementRecord } from './element-record.js';

/**
 * Rendering, in the renderer's chunk: the entry only knows how to wait, resume and load; the code that renders
 * arrives with the code it renders. Nothing here is imported by the entry (it would become a shared chunk).
 */
export interface RenderParts {
  /** Where a component renders instead of its element (a partner page's shadow root). */
  container?: (element: Element) => Element;
  fail: (element: Element, record: ElementRecord, phase: WidgetPhase, error: unknown) => void;
  isCurrent: (element: Element, record: ElementRecord) => boolean;
}

export type WidgetComponent = ComponentType<Record<string, unknown>>;

/** Renders the component (or hydrates the server's markup); false when the first render already failed. */
export function renderWidget(parts: RenderParts, element: Element, record: ElementRecord, Widget: WidgetComponent, hydrate: boolean): boolean {
  let failed = false;
  let mounted: MountedWidget | undefined;
  const onError = (error: unknown) => {
    // preact fails during mountWidget, React a moment later.
    failed = true;
    if (record.mounted === mounted) record.mounted = undefined;
    parts.fail(element, record, 'render', error);
  };
  mounted = mountWidget(element, Widget, record.props, onError, { hydrate, container: parts.container });
  if (!failed) record.mounted = mounted;
  return !failed;
}

/**
 * Renders a woken widget over the server's markup: hydrated while the store still matches that markup, else
 * rendered anew with the shopper's focus kept inside it; then the click held meanwhile is replayed.
 */
export function renderWoken(parts: RenderParts, element: Element, record: ElementRecord, Widget: WidgetComponent, stale: boolean, click?: HeldClick): void {
  const hadFocus = element.contains(element.ownerDocument.activeElement);
  try {
    if (!renderWidget(parts, element, record, Widget, !stale)) return;
  } catch (error) {
    parts.fail(element, record, 'render', error);
    return;
  }
  record.state = 'live';
  if (stale && hadFocus) element.querySelector<HTMLElement>('button, a[href], input, select, textarea')?.focus();
  // The busy mark of the click made before (held-clicks.ts) goes as the widget takes over: at once, or as its
  // held click reaches it (the component's own answer follows in the same task).
  const unmark = () => element.querySelectorAll(`[${AttributeName.Pending}]`).forEach((marked) => marked.removeAttribute(AttributeName.Pending));
  if (click) replayClick(click, () => parts.isCurrent(element, record), unmark);
  else unmark();
}

/**
 * Clicks a held click's button again: the same node (hydrated) or the one at its place (rendered anew). The
 * renderer commits at once (preact) or in a task of its own (React): tried for up to 200 ms while the element
 * is still the widget's.
 */
function replayClick(held: HeldClick, stillCurrent: () => boolean, unmark: () => void): void {
  const replay = (attempt: number) => {
    const target = held.button.isConnected ? held.button : held.atItsPlace();
    if (target) {
      unmark();
      target.click();
    } else if (attempt < 20 && stillCurrent()) setTimeout(() => replay(attempt + 1), 10);
    else unmark();
  };
  setTimeout(() => replay(0), 0);
}
