import { AttributeName } from '@etalage/runtime/attribute-names';

/**
 * Removes the dialog frames the runtime drew at a click (`openDialogFrame` of the runtime's dialog-frame.ts): the
 * dialog they stood for opened, or will not. The widgets' lazy code has its own copy of this one line on purpose:
 * importing the runtime's module would make it a chunk of its own that the embed's entry loads too.
 */
export const removeDialogFrames = (doc: Document): void =>
  doc.querySelectorAll(`[${AttributeName.DialogFrame}]`).forEach((frame) => frame.remove());
