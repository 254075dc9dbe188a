import { AttributeName } from './attribute-names.js';

/**
 * The frame of a dialog, drawn in the frame of the click that opens it while the dialog's code is on its way: a
 * manual popover in the top layer that the stylesheet draws as a busy dialog panel over a dimmed page
 * (`[data-etl-dialog-frame]`), saying `text` to screen readers too (the widgets' words: the runtime holds none). A
 * popover, not a modal `<dialog>`: it leaves the focus on the opener, so the real dialog takes it from there and
 * gives it back on close. The widget's own dialog removes every frame as it opens (shared/dialog.tsx), and so does
 * whatever gives up on opening it.
 */
export function openDialogFrame(doc: Document, text: string): void {
  const frame = doc.createElement('div');
  frame.popover = 'manual';
  frame.setAttribute(AttributeName.DialogFrame, '');
  frame.setAttribute('role', 'status');
  frame.textContent = text;
  doc.body.append(frame);
  // Browsers without popovers (older than 2024) keep the opener's busy mark only.
  frame.showPopover?.();
}

/** The frames drawn so far go: their dialog opened, or will not (its code failed). */
export const removeDialogFrames = (doc: Document): void =>
  doc.querySelectorAll(`[${AttributeName.DialogFrame}]`).forEach((frame) => frame.remove());
