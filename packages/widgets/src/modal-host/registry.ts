import type { ModalDefinition, ModalLoader } from './modal-definition.js';
import { modalDefinitions } from './modal-definitions.js';

export type { ModalDefinition, ModalLoader };
export { modalDefinitions };

/** The modals' code by the name in `data-etl-modal` (tests and stories add modals of their own to it). */
export const modalRegistry: Record<string, ModalLoader> = Object.fromEntries(modalDefinitions.map((modal) => [modal.name, modal.load]));
