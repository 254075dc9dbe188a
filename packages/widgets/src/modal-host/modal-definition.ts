import type { ComponentType } from 'react';

/** A modal's code: its default export renders a `ModalDialog` (modal-context.tsx) and reads `useModal()`. */
export type ModalLoader = () => Promise<{ default: ComponentType<any> }>;

/**
 * A modal is its folder: `<name>/index.ts` exports this, and `modal-host/registry.ts` lists it (one line per
 * modal folder). No component code: `load` is the modal's own chunk, fetched on its first open.
 */
export interface ModalDefinition {
  /** The value of `data-etl-modal` and the `modal_name` of the `modal_open` event: the name of its folder. */
  name: string;
  /** What tells a modal's definition from a widget's: a modal has no element of its own, its props come from its opener. */
  modal: true;
  /** The partner bundle opens it (from the review widgets on a web shop's page): its folder's CSS is in partner.css. */
  partner?: true;
  load: ModalLoader;
}
