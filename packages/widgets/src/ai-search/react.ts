/** `@etalage/widgets/ai-search`: 'Zoek met AI' on listing and search pages. */
export { default as AiSearch, type AiSearchProps } from './ai-search.js';
