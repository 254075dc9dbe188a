import type { WidgetDefinition } from '@etalage/runtime';
import { reviewList } from './review-list/index.js';
import { ratingSummary } from './rating-summary/index.js';
import { starRating } from './star-rating/index.js';
import { voucherCard } from './voucher-card/index.js';

/**
 * The partner bundle's registry (web shops' own pages): the review widgets and the voucher card, same names and
 * props as on the storefront. The review images and reviews modals open from them through the modal host.
 * Nothing here is resumed: a partner page's widgets render into their shadow roots (the server's content, shown
 * through a slot, is the no-JavaScript fallback), so the voucher card renders when it is visible. One line per
 * folder; the folder's CSS goes into partner.css with it (scripts/partner-folders.mjs).
 */
export const partnerWidgetDefinitions: WidgetDefinition[] = [
  reviewList,
  ratingSummary,
  starRating,
  { ...voucherCard, resume: undefined },
];
