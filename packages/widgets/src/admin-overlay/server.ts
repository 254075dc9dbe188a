/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { adminOverlayProps, type ProductCardAdmin, type CardWidgetVariant, type RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { adminOverlay } from './index.js';
import AdminOverlay from './admin-overlay.js';

/** A card's admin overlay (admin mode only), its first render ('Metrics laden…') as the fallback. */
export function renderAdminOverlay(variant: CardWidgetVariant, admin: ProductCardAdmin, clickSource: number): RawHtml {
  return prerenderedWidget('pc-admin', adminOverlay.name, AdminOverlay, adminOverlayProps(variant, admin, clickSource), resumeAsIn(adminOverlay));
}
