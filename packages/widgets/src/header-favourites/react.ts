/** `@etalage/widgets/header-favourites`: the header's favourites link, with its count. */
export { default as HeaderFavourites } from './header-favourites.js';
