import { AttributeName } from '@etalage/runtime/attribute-names';
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { deepActiveElement, dialogLayer } from './isolation.js';
import { lockPageScroll, releasePageScroll } from './scroll-lock.js';
import { removeDialogFrames } from './dialog-frames.js';
import { useWidgetId } from './use-widget-id.js';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class for sizing, e.g. `etl-dialog--wide`. */
  className?: string;
  /** Where focus goes on close; by default the element that had the focus when it opened. */
  returnFocus?: HTMLElement | null;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Focus goes back to the opener; an opener its widget drew anew meanwhile (the header's 'Inloggen' became the
 * avatar after a login) is gone, so focus goes to the first control of that widget instead of the body.
 */
function returnFocusTo(element: Element | null, widget: Element | null): void {
  if (element instanceof HTMLElement && element.isConnected) element.focus();
  else if (widget?.isConnected) widget.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

/**
 * A modal dialog on the native `<dialog>` element (WAI-ARIA dialog pattern): `showModal()` makes the rest of the
 * page inert and traps focus, Escape closes, the title labels it, and focus returns to the opener on close.
 * Rendered into document.body so that card overflow and stacking contexts cannot clip it (on partner pages into the
 * shadow root of a layer element at the body's end, see isolation.ts).
 */
export function Dialog({ open, title, onClose, children, className, returnFocus }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useWidgetId();
  const opener = useRef<Element | null>(null);
  const openerWidget = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = returnFocus ?? deepActiveElement();
      openerWidget.current = opener.current?.closest(`[${AttributeName.Widget}]`) ?? null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // The frame drawn at the click while this code was on its way (runtime dialog-frame.ts): replaced in this task.
      removeDialogFrames(dialog.ownerDocument);
      lockPageScroll(dialog);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onNativeClose = () => {
      releasePageScroll(dialog);
      returnFocusTo(opener.current, openerWidget.current);
      opener.current = null;
      onClose();
    };
    dialog.addEventListener('close', onNativeClose);
    return () => dialog.removeEventListener('close', onNativeClose);
  }, [onClose]);

  // Unmounted while open (its host closed it, or the back button did): the page gets its scroll and focus back.
  // The dialog leaves the modal state first: while it is modal the page is inert, and focusing the opener fails
  // (focus then fell to the body when the dialog went). Its 'close' event comes later, when nobody listens.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      const target = opener.current;
      if (!target) return;
      opener.current = null;
      if (dialog?.open) dialog.close();
      if (dialog) releasePageScroll(dialog);
      returnFocusTo(target, openerWidget.current);
    };
  }, []);

  return createPortal(
    <dialog
      ref={ref}
      className={`etl-dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      // A click on the backdrop (the dialog element itself, outside its panel) closes it.
      onClick={(event) => {
        if (event.target === ref.current) ref.current?.close();
      }}
    >
      {open && (
        <div className="etl-dialog__panel">
          <header className="etl-dialog__header">
            <h2 id={titleId} className="etl-dialog__title">
              {title}
            </h2>
            <button type="button" className="etl-dialog__close" onClick={() => ref.current?.close()}>
              <span aria-hidden="true">×</span>
              <span className="etl-visually-hidden">Sluiten</span>
            </button>
          </header>
          <div className="etl-dialog__body">{children}</div>
        </div>
      )}
    </dialog>,
    dialogLayer(),
  );
}
