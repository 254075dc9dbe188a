import { createCardRenderer, type CardWidgets } from '@etalage/markup';
import { renderLikeButton } from '../like-button/server.js';
import { renderCompareButton } from '../compare-button/server.js';
import { renderWatchButton } from '../watch-button/server.js';
import { renderVoucherCard } from '../voucher-card/server.js';
import { renderCarouselControls } from '../carousel/server.js';
import { renderAdminOverlay } from '../admin-overlay/server.js';

/**
 * The card slots as the server draws them: each slot's widget prerendered by its folder's renderer (the folder's
 * `placement.cardSlot` names the slot; `pnpm generate` checks that it is here).
 */
export const prerenderedCardWidgets: CardWidgets = {
  like: renderLikeButton,
  compare: renderCompareButton,
  watch: (variant) => renderWatchButton(variant),
  voucher: renderVoucherCard,
  carouselControls: renderCarouselControls,
  adminOverlay: renderAdminOverlay,
};

/** The server's cards: the one card markup of `@etalage/markup` with prerendered widgets. */
export const { renderProductCard, renderProductRow, renderSmallCard } = createCardRenderer(prerenderedCardWidgets);
