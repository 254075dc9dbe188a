import { starRatingField } from '@etalage/markup';
import type { MarkupExampleSource } from '../contract/example-support.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({ source: "starRatingField({ name: 'value' }) of @etalage/markup (inside the review form)", markup: starRatingField({ name: 'value' }) });
