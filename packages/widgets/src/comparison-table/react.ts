/** `@etalage/widgets/comparison-table`: the comparison of the products the shopper compares. */
export { default as ComparisonTable } from './comparison-table.js';
