/** `@etalage/widgets/visually-similar-filter`: 'Alleen {categorie}' on the visually-similar page. */
export { default as VisuallySimilarFilter, type VisuallySimilarFilterProps } from './visually-similar-filter.js';
