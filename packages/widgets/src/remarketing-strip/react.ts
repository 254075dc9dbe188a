/** `@etalage/widgets/remarketing-strip`: 'Ook iets voor jou?': products similar to the page's product. */
export { default as RemarketingStrip, type RemarketingStripProps } from './remarketing-strip.js';
