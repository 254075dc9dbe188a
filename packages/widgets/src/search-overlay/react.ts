/** `@etalage/widgets/search-overlay`: the search field with its suggestions overlay. */
export { default as SearchOverlay, type SearchOverlayProps } from './search-overlay.js';
export type { PopularSearch } from './entries.js';
