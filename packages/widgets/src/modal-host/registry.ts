import type { ComponentType } from 'react';

/** A modal's code: its default export renders a `ModalDialog` (modal-context.tsx) and reads `useModal()`. */
export type ModalLoader = () => Promise<{ default: ComponentType<any> }>;

/**
 * Every modal the host can open, by the name in `data-etl-modal`. Each is a chunk of its own, loaded on
 * first open; this table sits in the host's chunk, never in the entry.
 */
export const modalRegistry: Record<string, ModalLoader> = {
  favourites: () => import('../header-favourites/favourites-modal.js'),
  watchdog: () => import('../watch-button/watch-modal.js'),
  'mobile-menu': () => import('../mobile-menu/mobile-menu.js'),
  deliveries: () => import('../deliveries/deliveries-modal.js'),
  auth: () => import('../auth-modal/auth-modal.js'),
  'user-menu': () => import('../user-box/user-menu.js'),
  reviews: () => import('../reviews-modal/reviews-modal.js'),
  'review-images': () => import('../review-images/review-images-modal.js'),
};
