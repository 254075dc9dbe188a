import { createContext, useContext, type ReactNode } from 'react';
import type { ModalName, ModalPropsByName } from '@etalage/markup';
import { Dialog } from '../shared/dialog.js';

/** What a modal opened by the host can do: close itself, or open another modal on top of it (review images from reviews). */
export interface ModalApi {
  /** The modal's name in the registry, e.g. "reviews". */
  name: string;
  /** Closes this modal (and any stacked above it); focus goes back to its opener. */
  close: () => void;
  /** Opens `name` stacked on top of this modal; its opener is the element that had the focus. */
  openStacked: <Name extends ModalName>(name: Name, props: ModalPropsByName[Name]) => void;
  /** Where focus returns on close. */
  returnFocus: HTMLElement | null;
}

export const ModalContext = createContext<ModalApi | null>(null);

/** The host's API for the modal being rendered; a stand-alone render (a story, a test) gets a no-op one. */
export function useModal(): ModalApi {
  return useContext(ModalContext) ?? standalone;
}

const standalone: ModalApi = { name: 'standalone', close: () => {}, openStacked: () => {}, returnFocus: null };

export interface ModalDialogProps {
  title: string;
  /** `etl-dialog--wide` for lists and galleries. */
  className?: string;
  children: ReactNode;
}

/** The dialog every host modal renders: open while the host shows it, closed by Escape, 'Sluiten' or the backdrop. */
export function ModalDialog({ title, className, children }: ModalDialogProps) {
  const modal = useModal();
  return (
    <Dialog open title={title} onClose={modal.close} className={className} returnFocus={modal.returnFocus}>
      {children}
    </Dialog>
  );
}
