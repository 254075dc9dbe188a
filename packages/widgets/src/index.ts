/** The widgets as React components, for hosts that already run React (real React as a peer). */
export { default as VoucherCard, type VoucherCardProps } from './voucher-card/voucher-card.js';
export { default as LikeButton, type LikeButtonProps } from './like-button/like-button.js';
export { default as CompareButton, type CompareButtonProps } from './compare-button/compare-button.js';
export { default as WatchButton, type WatchButtonProps } from './watch-button/watch-button.js';
export { default as Carousel, type CarouselProps } from './carousel/carousel.js';
export * from './carousel/labels.js';
export { default as HeaderCompare } from './header-compare/header-compare.js';
export { default as HeaderFavourites } from './header-favourites/header-favourites.js';
export { default as AdminOverlay, type AdminOverlayProps } from './admin-overlay/admin-overlay.js';
export { default as AdminPanel, type AdminPanelProps } from './admin-panel/admin-panel.js';
export { default as SearchOverlay, type SearchOverlayProps } from './search-overlay/search-overlay.js';
export type { PopularSearch } from './search-overlay/entries.js';
export { default as AiSearch, type AiSearchProps } from './ai-search/ai-search.js';
export { default as ReviewList, type ReviewListProps } from './review-list/review-list.js';
export { setReviewsApi, type ReviewsApi } from './review-list/reviews-api.js';
export { default as ReviewsModal, type ReviewsModalProps } from './reviews/reviews-modal.js';
export { default as ReviewImagesModal, type ReviewImagesProps } from './review-images/review-images-modal.js';
export { widgetDefinitions } from './definitions.js';
