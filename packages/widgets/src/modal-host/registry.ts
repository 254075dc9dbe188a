import type { ModalDefinition, ModalLoader } from './modal-definition.js';
import { favouritesModal } from '../favourites/index.js';
import { watchdogModal } from '../watchdog/index.js';
import { mobileMenuModal } from '../mobile-menu/index.js';
import { deliveriesModal } from '../deliveries/index.js';
import { authModal } from '../auth/index.js';
import { userMenuModal } from '../user-menu/index.js';
import { reviewsModal } from '../reviews/index.js';
import { reviewImagesModal } from '../review-images/index.js';

export type { ModalDefinition, ModalLoader };

/**
 * Every modal the host can open: one line per modal folder. Each is a chunk of its own, loaded on first open;
 * this list sits in the host's chunk, never in the entry.
 */
export const modalDefinitions: ModalDefinition[] = [
  favouritesModal,
  watchdogModal,
  mobileMenuModal,
  deliveriesModal,
  authModal,
  userMenuModal,
  reviewsModal,
  reviewImagesModal,
];

/** The modals' code by the name in `data-etl-modal` (tests and stories add modals of their own to it). */
export const modalRegistry: Record<string, ModalLoader> = Object.fromEntries(modalDefinitions.map((modal) => [modal.name, modal.load]));
