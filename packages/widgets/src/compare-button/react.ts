/** `@etalage/widgets/compare-button`: adds a product to the comparison or removes it. */
export { default as CompareButton, type CompareButtonProps } from './compare-button.js';
