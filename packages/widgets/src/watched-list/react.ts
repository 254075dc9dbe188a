/** `@etalage/widgets/watched-list`: the products the shopper watches. */
export { default as WatchedList } from './watched-list.js';
