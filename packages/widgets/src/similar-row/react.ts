/** `@etalage/widgets/similar-row`: a card's row of similar products. */
export { default as SimilarRow, type SimilarRowProps } from './similar-row.js';
