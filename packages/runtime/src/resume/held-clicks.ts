import { schema } from '../schema.js';
import { AttributeName } from '../attribute-names.js';
import { reportWidgetError } from '../report-error.js';
import { openDialogFrame } from '../dialog-frame.js';
import type { ElementRecord } from '../lifecycle/element-record.js';

/** What a click on a resumed widget may land on: its buttons and the areas marked as acting like one. */
const CLICKABLE = `button, [${schema.clickableAttribute}]`;

/** A click held back until the widget has rendered: its button, and the button at its place once rendered anew. */
export interface HeldClick {
  button: HTMLElement;
  atItsPlace: () => HTMLElement | undefined;
}

/**
 * A click on a button of a resumed widget that has not rendered yet. A widget with `resume.click` acts at
 * once, inside the shopper's gesture and without waiting for its code (a like is made even offline); any
 * other click is held back (returned) to be replayed once the widget has rendered. `dialogFrame`: the text of the
 * frame a held click on a button that opens a dialog draws (`RuntimeOptions.dialogFrame`); none without it.
 */
export function takeClick(element: Element, record: ElementRecord, event: Event, state: unknown, dialogFrame?: string): HeldClick | undefined {
  if (event.type !== 'click' || !(event.target instanceof Element)) return undefined;
  const button = event.target.closest<HTMLElement>(CLICKABLE);
  if (!button || !element.contains(button)) return undefined;
  event.preventDefault();
  event.stopImmediatePropagation();
  // The answer in the click's own frame: no code needed to show the button is busy.
  button.setAttribute(AttributeName.Pending, '');
  const action = record.definition.resume?.click;
  if (!action) {
    // A button that opens a dialog shows the dialog's frame at once; the dialog replaces it when its code is in.
    if (dialogFrame && button.getAttribute('aria-haspopup') === 'dialog') openDialogFrame(element.ownerDocument, dialogFrame);
    const index = [...element.querySelectorAll(CLICKABLE)].indexOf(button);
    return { button, atItsPlace: () => element.querySelectorAll<HTMLElement>(CLICKABLE)[index] };
  }
  try {
    action(record.props, state);
  } catch (error) {
    reportWidgetError(element, { widget: record.definition.name, phase: 'resume', error });
  }
  return undefined;
}
