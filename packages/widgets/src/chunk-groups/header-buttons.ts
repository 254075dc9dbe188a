/** One lazy chunk for the header's compare and favourites buttons, which every page shows together. */
export { default as HeaderCompare } from '../header-compare/header-compare.js';
export { default as HeaderFavourites } from '../header-favourites/header-favourites.js';
