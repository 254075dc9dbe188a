/** `@etalage/widgets/admin-overlay`: a product card's admin data and metrics (admin mode). */
export { default as AdminOverlay, type AdminOverlayProps } from './admin-overlay.js';
