/**
 * The widgets as React components, for hosts that already run React (real React as a peer): every entry of
 * `react/` (also importable alone, `@etalage/widgets/like-button`). No registry and no definition: those hold every
 * widget's lazy loader, so a host that renders three widgets would bundle every widget's chunk (the registries are
 * `./definitions`). `entry-points.test.ts` checks what this module imports.
 */
export * from './react/admin-overlay.js';
export * from './react/admin-panel.js';
export * from './react/ai-search.js';
export * from './react/carousel.js';
export * from './react/compare-button.js';
export * from './react/comparison-table.js';
export * from './react/cookie-bar.js';
export * from './react/favourites-list.js';
export * from './react/header-compare.js';
export * from './react/header-favourites.js';
export * from './react/like-button.js';
export * from './react/listing-filters.js';
export * from './react/rating-summary.js';
export * from './react/remarketing-strip.js';
export * from './react/review-images.js';
export * from './react/review-list.js';
export * from './react/reviews.js';
export * from './react/search-overlay.js';
export * from './react/similar-row.js';
export * from './react/stl-hotspots.js';
export * from './react/user-box.js';
export * from './react/visually-similar-filter.js';
export * from './react/voucher-card.js';
export * from './react/watch-button.js';
export * from './react/watchdog-unsubscribe.js';
export * from './react/watched-list.js';
