/** `@etalage/widgets/favourites-list`: the shopper's (or a shared) list of favourites. */
export { default as FavouritesList, type FavouritesListProps } from './favourites-list.js';
