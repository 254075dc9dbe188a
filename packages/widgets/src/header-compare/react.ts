/** `@etalage/widgets/header-compare`: the header's link to the comparison, with its count. */
export { default as HeaderCompare } from './header-compare.js';
