import type { ComponentType } from 'react';
import type { SliceCreator } from '../slice-creator.js';

/** One modal the host shows (or is loading the code of), spec §2 "modals opened on demand". */
export interface ModalEntry {
  id: number;
  /** The name in `data-etl-modal` and the host's registry. */
  name: string;
  props: Record<string, unknown>;
  /** `modal_opener` of the `modal_open` event: where it was opened from (header, card, product…). */
  opener: string;
  /** Where focus returns when it closes. */
  returnFocus: HTMLElement | null;
  /** Null while its code loads; the host renders it once set. */
  Component: ComponentType<any> | null;
  /** A history entry was pushed for it (phones: the back button closes it). */
  inHistory: boolean;
}

/**
 * The open modals, bottom first: one at a time, stacked only where a modal opens another. Only the state
 * sits here (so every widget can see whether a modal is open); opening and closing live in the modal
 * host's chunk (packages/widgets/src/modal-host), which loads on the first open.
 */
export interface ModalSlice {
  modals: ModalEntry[];
}

export const createModalSlice: SliceCreator<ModalSlice> = () => ({ modals: [] });
